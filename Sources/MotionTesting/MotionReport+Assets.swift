extension MotionReport {
  /// The page's styles.
  static let style = """
    body{font:14px/1.4 -apple-system,system-ui,"Inter","DejaVu Sans",sans-serif;margin:24px;color:#1c1c1e;background:#fafafa}
    h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;margin:0 0 4px}h3{font-size:14px;margin:14px 0 6px;color:#3a3a3c}
    .total.pass{color:#248a3d}.total.fail{color:#a3001a;font-weight:600}
    table.summary{border-collapse:collapse;margin:12px 0 24px;background:#fff}
    table.summary td,table.summary th{border:1px solid #d1d1d6;padding:4px 10px;text-align:left}
    tr.fail td{background:#fff0f3}.was{color:#8e8e93;text-decoration:line-through}
    section.motion{background:#fff;border:1px solid #d1d1d6;border-radius:10px;padding:16px;margin:0 0 20px}
    section.fail{border-color:#b4002a}.badge{font-size:12px;padding:2px 8px;border-radius:9px;background:#34c759;color:#fff;vertical-align:middle}
    section.fail .badge{background:#b4002a}.msg{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:12px;color:#a3001a}
    .meta{color:#636366}.plots{display:flex;flex-wrap:wrap;gap:12px}.plot{border:1px solid #e5e5ea}
    .ptitle{font-size:12px;fill:#3a3a3c}.tick{font-size:10px;fill:#8e8e93}
    .legend span{display:inline-block;margin-right:16px}.legend span:before{content:"";display:inline-block;width:22px;height:4px;margin-right:6px;vertical-align:middle}
    .legend .e:before{background:#0A84FF}.legend .a:before{background:#FF2D55}
    .anim{display:flex;gap:16px;align-items:flex-end}figure{margin:0;text-align:center}figcaption{color:#636366;font-size:12px}
    svg.view{border:1px solid #c7c7cc}svg.view .bg{fill:#e9eef3}
    .pe{fill:#ffffff;stroke:#0A84FF;stroke-width:3}.pa{fill:#ffffff;stroke:#FF2D55;stroke-width:3}
    svg.view.o .pe{fill:#0A84FF;fill-opacity:.28}svg.view.o .pa{fill:#FF2D55;fill-opacity:.28}.trail{fill:none;stroke-width:1.5}
    .controls{margin:8px 0}.scrub{width:420px;vertical-align:middle}.frame{font-family:ui-monospace,monospace;font-size:12px}
    img.strip{max-width:100%;border:1px solid #e5e5ea}
    """

  /// The page's script: for each case, plays both motions at their display rate (looping),
  /// and the slider stops the play and shows one frame, with the onion's 8 previous frames.
  static let script = """
    (function(){
    var NS="http://www.w3.org/2000/svg";
    function box(d,loc){var w=d.w,h=d.h;switch(d.position){
    case "bottom":return[0,loc,w,Math.max(0,h-loc)];case "top":return[0,0,w,Math.max(0,loc)];
    case "left":return[0,0,Math.max(0,loc),h];default:return[loc,0,Math.max(0,w-loc),h];}}
    function make(svg,cls){var r=document.createElementNS(NS,"rect");r.setAttribute("class",cls);r.setAttribute("rx","12");svg.appendChild(r);return r;}
    function put(r,d,list,i){if(!list.length){r.setAttribute("width","0");return;}var b=box(d,list[Math.min(i,list.length-1)]);
    r.setAttribute("x",b[0]);r.setAttribute("y",b[1]);r.setAttribute("width",b[2]);r.setAttribute("height",b[3]);}
    document.querySelectorAll("section.motion").forEach(function(sec){
    var d=JSON.parse(sec.querySelector("script.data").textContent);
    var n=Math.max(d.e.length,d.a.length);var v=sec.querySelectorAll("svg.view");
    var e=make(v[0],"pe"),a=make(v[1],"pa"),trail=[];
    for(var k=8;k>=1;k--){var te=make(v[2],"trail");te.setAttribute("stroke","#0A84FF");te.setAttribute("stroke-opacity",(0.5-k*0.05).toFixed(2));
    var ta=make(v[2],"trail");ta.setAttribute("stroke","#FF2D55");ta.setAttribute("stroke-opacity",(0.5-k*0.05).toFixed(2));trail.push([k,te,ta]);}
    var oe=make(v[2],"pe"),oa=make(v[2],"pa");
    var slider=sec.querySelector("input.scrub"),label=sec.querySelector(".frame"),btn=sec.querySelector("button.play");
    function show(i){put(e,d,d.e,i);put(a,d,d.a,i);put(oe,d,d.e,i);put(oa,d,d.a,i);
    trail.forEach(function(t){var j=Math.max(0,i-t[0]);put(t[1],d,d.e,j);put(t[2],d,d.a,j);});
    slider.value=i;label.textContent="frame "+i+" · "+(i/d.fps).toFixed(3)+" s";}
    var playing=true,start=null;
    function tick(ts){if(!playing)return;if(start===null)start=ts;var i=Math.floor((ts-start)/1000*d.fps);
    if(i>=n+Math.round(d.fps/2)){start=ts;i=0;}show(Math.min(i,n-1));requestAnimationFrame(tick);}
    slider.addEventListener("input",function(){playing=false;btn.textContent="Play";show(+slider.value);});
    btn.addEventListener("click",function(){playing=!playing;btn.textContent=playing?"Pause":"Play";if(playing){start=null;requestAnimationFrame(tick);}});
    show(0);requestAnimationFrame(tick);});
    })();
    """
}

/// Backdrop alpha while a panel moves, as upstream FloatingPanel's `getBackdropAlpha(at:with:)`
/// in `Core.swift` computes it; `RemovalAndBackdropTests.swift` pins the values.
///
/// For location `cur` and signed motion `t` (the drag translation, or spring value − start value):
/// `forward = t ≥ 0`; `(lo, up) = segment(cur, forward)` with a missing lower end replaced by the
/// most expanded state and a missing upper end by the least expanded one;
/// `(pre, next) = forward ? (lo, up) : (up, lo)`;
/// `alpha = a(pre) + clamp01(1 − (P(next) − cur)/(P(next) − P(pre))) · (a(next) − a(pre))`,
/// or `a(pre)` when both coordinates are equal.
public func backdropAlpha(at cur: Double, translation t: Double, layout: ResolvedLayout) -> Double {
  let forward = t >= 0
  let seg = layout.segment(at: cur, forward: forward)
  let lo = seg.lower ?? layout.mostExpandedState
  let up = seg.upper ?? layout.leastExpandedState
  let (pre, next) = forward ? (lo, up) : (up, lo)
  let pn = layout.p(next), pp = layout.p(pre)
  let an = layout.backdropAlpha(at: next), ap = layout.backdropAlpha(at: pre)
  if pn == pp { return ap }
  let f = min(max(1 - (pn - cur) / (pn - pp), 0), 1)
  return ap + f * (an - ap)
}

class ALayout: FloatingPanelLayout { let position: FloatingPanelPosition = .bottom; let initialState: FloatingPanelState = .half }
let d = a!!!!!!!!!!!!
let e = a.b.b.b.b.b.b.b.b.b.b.b.b
let f = f()()()()()()()()()()()()
let g: Int????????????

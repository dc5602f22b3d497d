class ALayout: FloatingPanelLayout { let position: FloatingPanelPosition = .bottom; let initialState: FloatingPanelState = .half }
let a: A<A<A<A<A<A<A<A<A<A<A<A<Int>>>>>>>>>>>> = 1

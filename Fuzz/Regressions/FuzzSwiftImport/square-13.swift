class ALayout: FloatingPanelLayout { let position: FloatingPanelPosition = .bottom; let initialState: FloatingPanelState = .half }
var x = [[[[[[[[[[[[[]]]]]]]]]]]]]

class ALayout: FloatingPanelLayout { let position: FloatingPanelPosition = .bottom; let initialState: FloatingPanelState = .half }
let b = try try try try try try try try try try try try try f()

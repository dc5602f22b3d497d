class ALayout: FloatingPanelLayout { let position: FloatingPanelPosition = .bottom; let initialState: FloatingPanelState = .half }
let s = "\("\("\("\("\("\("\("\("\("\("\("\(1)")")")")")")")")")")")"

class ALayout: FloatingPanelLayout { let position: FloatingPanelPosition = .bottom; let initialState: FloatingPanelState = .half }
func h() { if a {} else if a {} else if a {} else if a {} else if a {} else if a {} else if a {} else if a {} else if a {} else if a {} else if a {} else if a {} else if a {}  }

class ALayout: FloatingPanelLayout { let position: FloatingPanelPosition = .bottom; let initialState: FloatingPanelState = .half }
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#if X
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif

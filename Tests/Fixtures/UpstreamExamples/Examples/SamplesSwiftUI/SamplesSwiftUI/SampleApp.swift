// Copyright 2025 the FloatingPanel authors. All rights reserved. MIT license.

import SwiftUI

@main
struct SampleApp: App {
    var body: some Scene {
        WindowGroup {
            MainView()
        }
    }
}

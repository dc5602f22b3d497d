// Copyright 2018 the FloatingPanel authors. All rights reserved. MIT license.

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}


// Copyright 2018 the FloatingPanel authors. All rights reserved. MIT license.

import UIKit

class DetailViewController: UIViewController {
    var item: LocationItem?
}

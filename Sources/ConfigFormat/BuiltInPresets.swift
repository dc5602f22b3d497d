/// The presets of `Assets/presets/`, built into the binary: ``Preset/loadAll(directory:)`` falls
/// back to them when that directory cannot be found (a copied or installed binary run outside the
/// package), so the window's Alt+1…6 and `playground fuzz` work from any directory.
/// `BuiltInPresetsTests` fails when a file in `Assets/presets/` and its copy here differ.
package enum BuiltInPresets {
  /// Each preset's file name (without `.json`) and its text, byte for byte as in `Assets/presets/`.
  package static let files: [(name: String, text: String)] = [
    (
      "default",
      #"""
      {
        "description": "FloatingPanel default: response 0.4 s, deceleration rate 0.991 (damping ratio 0.576 for fast releases, bounce 0.42)",
        "panels": {
          "search": {
            "position": "bottom",
            "initialState": "half",
            "backdropAlpha": {"full": 0.3},
            "behavior": {
              "springResponseTime": 0.4,
              "springDecelerationRate": 0.991,
              "momentumProjectionRate": 0.998,
              "projectMomentum": false,
              "redirectionalProgress": 0.5,
              "rubberBand": {"low": false, "high": false},
              "removalVelocityThreshold": 5.5,
              "integrator": "numeric"
            },
            "removalEnabled": false
          }
        }
      }

      """#
    ),
    (
      "maps",
      #"""
      {
        "description": "Maps: response 0.3 s, deceleration rate 0.987, momentum projected (upstream's Maps example); pull past full or tip resists (rubber band)",
        "panels": {
          "search": {
            "position": "bottom",
            "initialState": "half",
            "backdropAlpha": {"full": 0.3},
            "behavior": {
              "springResponseTime": 0.3,
              "springDecelerationRate": 0.987,
              "momentumProjectionRate": 0.99,
              "projectMomentum": true,
              "redirectionalProgress": 0.5,
              "rubberBand": {"low": true, "high": true},
              "removalVelocityThreshold": 5.5,
              "integrator": "numeric"
            },
            "removalEnabled": false
          }
        }
      }

      """#
    ),
    (
      "no-bounce",
      #"""
      {
        "description": "No bounce: response 0.4 s, critically damped (damping ratio 1, bounce 0)",
        "panels": {
          "search": {
            "position": "bottom",
            "initialState": "half",
            "backdropAlpha": {"full": 0.3},
            "behavior": {
              "springResponseTime": 0.4,
              "springDecelerationRate": 0.984415,
              "momentumProjectionRate": 0.998,
              "projectMomentum": false,
              "redirectionalProgress": 0.5,
              "rubberBand": {"low": false, "high": false},
              "removalVelocityThreshold": 5.5,
              "integrator": "numeric"
            },
            "removalEnabled": false
          }
        }
      }

      """#
    ),
    (
      "rushing-forward",
      #"""
      {
        "description": "Rushing forward: OverlayContainer's RushingForwardTargetNotchPolicy in the engine (a release faster than 400 pt/s moves on to the next anchor in its direction); FloatingPanel's spring",
        "panels": {
          "search": {
            "position": "bottom",
            "initialState": "half",
            "backdropAlpha": {"full": 0.3},
            "behavior": {
              "springResponseTime": 0.4,
              "springDecelerationRate": 0.991,
              "momentumProjectionRate": 0.998,
              "projectMomentum": false,
              "redirectionalProgress": 0.5,
              "rubberBand": {"low": false, "high": false},
              "removalVelocityThreshold": 5.5,
              "integrator": "numeric",
              "targetPolicy": {"rushingForward": {"minimumVelocity": 400, "minimumDuration": 0.1}}
            },
            "removalEnabled": false
          }
        }
      }

      """#
    ),
    (
      "slow-soft",
      #"""
      {
        "description": "Slow and soft: response 0.65 s, damping ratio 0.95 (bounce 0.05)",
        "panels": {
          "search": {
            "position": "bottom",
            "initialState": "half",
            "backdropAlpha": {"full": 0.3},
            "behavior": {
              "springResponseTime": 0.65,
              "springDecelerationRate": 0.990859,
              "momentumProjectionRate": 0.998,
              "projectMomentum": false,
              "redirectionalProgress": 0.5,
              "rubberBand": {"low": false, "high": false},
              "removalVelocityThreshold": 5.5,
              "integrator": "numeric"
            },
            "removalEnabled": false
          }
        }
      }

      """#
    ),
    (
      "snappy",
      #"""
      {
        "description": "Snappy: response 0.3 s, bounce 0.15 (damping ratio 0.85), like SwiftUI .snappy",
        "panels": {
          "search": {
            "position": "bottom",
            "initialState": "half",
            "backdropAlpha": {"full": 0.3},
            "behavior": {
              "springResponseTime": 0.3,
              "springDecelerationRate": 0.982355,
              "momentumProjectionRate": 0.998,
              "projectMomentum": false,
              "redirectionalProgress": 0.5,
              "rubberBand": {"low": false, "high": false},
              "removalVelocityThreshold": 5.5,
              "integrator": "numeric"
            },
            "removalEnabled": false
          }
        }
      }

      """#
    ),
  ]
}

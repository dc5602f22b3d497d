// Checks a DocC archive's curation: every public symbol of the module is listed under a topic group
// of its landing page (DocC puts the ones you forgot into automatic groups named after their kind —
// "Structures", "Functions" … — which this check refuses), and every symbol page whose members the
// catalog started to curate lists all of them.
//
//   swift Scripts/check-doc-topics.swift .build/plugins/Swift-DocC/outputs/FloatingPanel.doccarchive
//
// Prints one line per symbol left to DocC and exits 1, or prints a summary and exits 0.
// `make docs` runs it after building the documentation; so does CI.
import Foundation

struct CheckError: Error, CustomStringConvertible {
  var description: String
}

/// A render-JSON page of the archive.
struct Page {
  var path: String
  var json: [String: Any]

  var title: String { ((json["metadata"] as? [String: Any])?["title"] as? String) ?? path }

  /// The page's topic groups as (title, generated, identifiers).
  var topicSections: [(title: String, generated: Bool, identifiers: [String])] {
    ((json["topicSections"] as? [[String: Any]]) ?? []).map {
      (($0["title"] as? String) ?? "untitled", ($0["generated"] as? Bool) ?? false, ($0["identifiers"] as? [String]) ?? [])
    }
  }

  /// The kind of a reference on this page: "symbol", "article", "topic"…
  func kind(of identifier: String) -> String {
    let references = json["references"] as? [String: Any]
    return ((references?[identifier] as? [String: Any])?["kind"] as? String) ?? "unknown"
  }

  /// The title DocC shows for a reference on this page.
  func name(of identifier: String) -> String {
    let references = json["references"] as? [String: Any]
    return ((references?[identifier] as? [String: Any])?["title"] as? String) ?? identifier
  }
}

func readPage(_ url: URL) throws -> Page {
  let data: Data
  do { data = try Data(contentsOf: url) } catch {
    throw CheckError(description: "cannot read \(url.path): \(error.localizedDescription); build the documentation first (make docs)")
  }
  guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    throw CheckError(description: "\(url.path) is not a DocC render JSON page; rebuild the documentation")
  }
  return Page(path: url.path, json: json)
}

/// The problems of one archive, one line each, and the number of curated symbols on its landing page.
func check(archive: URL) throws -> (problems: [String], curated: Int) {
  let documentation = archive.appendingPathComponent("data/documentation")
  guard let listing = try? FileManager.default.contentsOfDirectory(at: documentation, includingPropertiesForKeys: nil) else {
    throw CheckError(description: "\(archive.path) has no data/documentation folder; build the documentation first (make docs)")
  }
  let pages = listing.filter { $0.pathExtension == "json" }
  guard pages.count == 1, let landingURL = pages.first else {
    throw CheckError(description: "\(documentation.path) should hold one module page, found \(pages.count); pass a .doccarchive")
  }
  let landing = try readPage(landingURL)
  var problems: [String] = []
  var curated = 0
  for section in landing.topicSections {
    if section.generated {
      for id in section.identifiers {
        problems.append("\(landing.title): \(landing.name(of: id)) is in DocC's automatic group '\(section.title)'; list it under a topic group of \(landing.title).md")
      }
    } else {
      curated += section.identifiers.filter { landing.kind(of: $0) == "symbol" }.count
    }
  }
  // Symbol pages the catalog curates (at least one group written by hand) must be complete.
  let moduleFolder = documentation.appendingPathComponent(landingURL.deletingPathExtension().lastPathComponent)
  if let walker = FileManager.default.enumerator(at: moduleFolder, includingPropertiesForKeys: nil) {
    for case let url as URL in walker where url.pathExtension == "json" {
      let page = try readPage(url)
      let sections = page.topicSections
      guard sections.contains(where: { !$0.generated }) else { continue }
      for section in sections where section.generated {
        for id in section.identifiers {
          problems.append("\(page.title): \(page.name(of: id)) is in DocC's automatic group '\(section.title)'; list it in the catalog's \(page.title).md")
        }
      }
    }
  }
  return (problems, curated)
}

let archives = CommandLine.arguments.dropFirst().map { URL(fileURLWithPath: $0) }
if archives.isEmpty {
  FileHandle.standardError.write(Data("usage: swift Scripts/check-doc-topics.swift ARCHIVE.doccarchive…\n".utf8))
  exit(2)
}
var failed = false
for archive in archives {
  do {
    let (problems, curated) = try check(archive: archive)
    for line in problems { print(line) }
    if problems.isEmpty {
      print("\(archive.lastPathComponent): every symbol is under a topic group (\(curated) on the landing page)")
    } else {
      failed = true
    }
  } catch {
    FileHandle.standardError.write(Data("check-doc-topics: \(error)\n".utf8))
    exit(2)
  }
}
exit(failed ? 1 : 0)

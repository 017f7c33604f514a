// Policy: arguments are written as flat arrays of numbers in a fixed order
// (a rectangle is [x, y, width, height]), and an object's keys always in the
// order of the schema, so a host in C can read a request by taking its
// numbers in turn without a JSON library. Doubles are written in Swift's
// shortest round-trip form; the values JSON cannot write are the strings
// "NaN", "Infinity" and "-Infinity".

import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster

/// Writing protocol values as JSON text.
enum Wire {
  static func number(_ value: Double) -> String {
    if value.isNaN { return "\"NaN\"" }
    if value.isInfinite { return value > 0 ? "\"Infinity\"" : "\"-Infinity\"" }
    // Whole values print as "12.0"; JSON readers take that as a double, as
    // intended (points are doubles).
    return value.description
  }

  static func rect(_ r: PixelRect) -> String { "[\(r.x),\(r.y),\(r.width),\(r.height)]" }
  static func rect(_ r: PixelRect?) -> String { r.map(rect) ?? "null" }
  static func size(_ s: PixelSize) -> String { "[\(s.width),\(s.height)]" }
  static func point(_ p: Point) -> String { "[\(number(p.x)),\(number(p.y))]" }
  static func size(_ s: Size) -> String { "[\(number(s.width)),\(number(s.height))]" }
  static func insets(_ i: EdgeInsets) -> String {
    "[\(number(i.top)),\(number(i.left)),\(number(i.bottom)),\(number(i.right))]"
  }
  static func color(_ c: Color) -> String { "[\(c.red),\(c.green),\(c.blue),\(c.alpha)]" }
  static func color(_ c: Color?) -> String { c.map(color) ?? "null" }

  /// A host scene as an object whose `kind` names it.
  static func scene(_ scene: HostScene) -> String {
    switch scene {
    case .overshoot(let overshoot, let background, let foreground):
      return
        "{\"kind\":\"overshoot\",\"overshoot\":\(overshoot),\"background\":\(color(background)),"
        + "\"color\":\(color(foreground))}"
    case .clipBox(let box, let background, let foreground):
      return "{\"kind\":\"clipBox\",\"box\":\(rect(box)),\"background\":\(color(background)),"
        + "\"color\":\(color(foreground))}"
    case .touches(let points, let radius, let background, let trail, let marker):
      return "{\"kind\":\"touches\",\"points\":[\(points.map(point).joined(separator: ","))],"
        + "\"radius\":\(number(radius)),\"background\":\(color(background)),"
        + "\"trail\":\(color(trail)),\"marker\":\(color(marker))}"
    }
  }

}

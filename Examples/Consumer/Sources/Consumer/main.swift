import SafeAreaGeometry

let device = Device.iPhone16Pro
let region = try device.safeRegion(in: .portrait)
// nil when the insets leave no whole pixel; throws only for values past 32-bit pixels.
if let pixels = try region.pixelFrame(scale: device.scale) {
  print(pixels)  // x 0, y 186, 1206 x 2334
}
let plan = try HostFramePlan(device: device, orientation: .landscapeLeft)
print(plan.screen)  // 2622x1206
print(plan.region.map { "\($0)" } ?? "no safe pixel")  // x 186, y 0, 2250 x 1143

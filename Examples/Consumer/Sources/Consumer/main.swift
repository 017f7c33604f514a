import SafeAreaGeometry

let device = Device.iPhone16Pro
// try: only for values no screen has; nil: the insets leave no whole pixel.
if let pixels = try device.safePixelFrame(in: .portrait) {
  print(pixels)  // x 0, y 186, 1206x2334
}
let plan = try HostFramePlan(device: device, orientation: .landscapeLeft)
print(plan.screen)  // 2622x1206
if let safe = plan.region {
  print(safe)  // x 186, y 0, 2250x1143
  print(safe.sceneCoordinates(of: Point(x: 200, y: 40)))  // (14.0, 40.0)
  let box = PixelRect(x: -20, y: 0, width: 100, height: 50)
  print(safe.clipRect(forSceneBox: box).map { "\($0)" } ?? "misses")  // x 186, y 0, 80x50
  print(AutomatonGrid(region: safe.size).columns)  // 90
}

// A safe-area host in C++17 with the standard library only, written from
// the line protocol's page alone (Sources/ImplementationProtocol/
// ImplementationProtocol.docc/LineProtocol.md), not from the engine: every
// function of protocol 2, hostFrame drawn by a small software renderer of
// its own (a pixel is covered when its centre is inside a shape), and the
// inset poller of protocol 4 (pollInsets).
//
//   c++ -std=c++17 -O2 -o /tmp/host-cpp Examples/cpp/host.cpp
//   swift run fuzz --implementation /tmp/host-cpp
//   swift run fuzz --implementation '/tmp/host-cpp --bug-receive'
//   swift run fuzz --implementation '/tmp/host-cpp --bug-answer'
//
// Planted bugs, one in each direction of the wire:
//   --bug-receive  a region of intoSafeRegion and belowSafeArea is read as
//                  [y, x, height, width]: a misread of what it receives
//   --bug-answer   frame pixels are encoded a + 256 b + 65536 g + 16777216 r
//                  (the bytes the wrong way round): a wrong encoding of what
//                  it answers
// Planted polling bugs (pollInsets, found by poller.matchesTruth or poller.stopsAsking):
//   --bug-poll-first-top-inset  ask every frame until an answer's top inset
//                  is non-zero, then keep it forever: stale after a rotation,
//                  and launched in landscape (top 0) it asks until it turns
//   --bug-poll-first-non-zero   never ask again after the first non-zero answer
//   --bug-poll-every-frame      ask on every frame forever
// The host draws no chrome of its own (no Back button): see
// Examples/python/host.py and Examples/raylib/host.py for one behind a flag.
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

bool bug_receive = false;
bool bug_answer = false;
enum class PollBug { none, first_top_inset, first_non_zero, every_frame };
PollBug poll_bug = PollBug::none;

// ---- JSON ---------------------------------------------------------------

struct Json {
  enum Kind { Null, Bool, Int, Double, String, Array, Object } kind = Null;
  bool boolean = false;
  int64_t integer = 0;
  double number = 0;
  std::string text;
  std::vector<Json> items;
  std::vector<std::pair<std::string, Json>> members;

  const Json& operator[](const std::string& key) const {
    for (const auto& member : members)
      if (member.first == key) return member.second;
    throw std::runtime_error("missing key " + key);
  }
  bool is_null() const { return kind == Null; }
  int64_t i64() const {
    if (kind != Int) throw std::runtime_error("expected an integer");
    return integer;
  }
  // A protocol double: a number, or "NaN", "Infinity", "-Infinity".
  double f64() const {
    if (kind == Int) return static_cast<double>(integer);
    if (kind == Double) return number;
    if (kind == String) {
      if (text == "NaN") return std::numeric_limits<double>::quiet_NaN();
      if (text == "Infinity") return std::numeric_limits<double>::infinity();
      if (text == "-Infinity") return -std::numeric_limits<double>::infinity();
    }
    throw std::runtime_error("expected a number");
  }
};

struct Parser {
  const std::string& s;
  size_t at = 0;

  void space() {
    while (at < s.size() && (s[at] == ' ' || s[at] == '\t' || s[at] == '\r')) at++;
  }
  [[noreturn]] void fail(const char* what) {
    throw std::runtime_error(std::string("bad JSON: ") + what);
  }
  Json value() {
    space();
    if (at >= s.size()) fail("end of line");
    char c = s[at];
    Json v;
    if (c == '{') {
      v.kind = Json::Object;
      at++;
      space();
      if (s[at] == '}') return at++, v;
      for (;;) {
        space();
        std::string key = string();
        space();
        if (s[at++] != ':') fail("':'");
        v.members.emplace_back(key, value());
        space();
        if (s[at] == ',') { at++; continue; }
        if (s[at] == '}') { at++; return v; }
        fail("',' or '}'");
      }
    }
    if (c == '[') {
      v.kind = Json::Array;
      at++;
      space();
      if (s[at] == ']') return at++, v;
      for (;;) {
        v.items.push_back(value());
        space();
        if (s[at] == ',') { at++; continue; }
        if (s[at] == ']') { at++; return v; }
        fail("',' or ']'");
      }
    }
    if (c == '"') {
      v.kind = Json::String;
      v.text = string();
      return v;
    }
    if (s.compare(at, 4, "null") == 0) return at += 4, v;
    if (s.compare(at, 4, "true") == 0) { v.kind = Json::Bool; v.boolean = true; at += 4; return v; }
    if (s.compare(at, 5, "false") == 0) { v.kind = Json::Bool; at += 5; return v; }
    // A number: an integer (64-bit, exact) unless it has a fraction or an
    // exponent.
    size_t start = at;
    bool integer = true;
    while (at < s.size() && std::strchr("+-0123456789.eE", s[at])) {
      if (s[at] == '.' || s[at] == 'e' || s[at] == 'E') integer = false;
      at++;
    }
    if (at == start) fail("a value");
    std::string digits = s.substr(start, at - start);
    errno = 0;
    if (integer) {
      v.kind = Json::Int;
      v.integer = std::strtoll(digits.c_str(), nullptr, 10);
      if (errno == ERANGE) fail("an integer beyond 64 bits");
    } else {
      v.kind = Json::Double;
      v.number = std::strtod(digits.c_str(), nullptr);
    }
    return v;
  }
  std::string string() {
    if (s[at] != '"') fail("a string");
    at++;
    std::string out;
    while (at < s.size() && s[at] != '"') {
      if (s[at] == '\\') {
        at++;
        char e = s[at++];
        switch (e) {
          case 'n': out += '\n'; break;
          case 't': out += '\t'; break;
          case 'r': out += '\r'; break;
          case 'b': out += '\b'; break;
          case 'f': out += '\f'; break;
          case 'u': out += '?'; at += 4; break;  // no protocol string needs more
          default: out += e;
        }
      } else {
        out += s[at++];
      }
    }
    at++;
    return out;
  }
};

// Doubles round-trip with 17 significant digits; NaN and the infinities are
// the protocol's strings.
std::string number(double v) {
  if (std::isnan(v)) return "\"NaN\"";
  if (std::isinf(v)) return v > 0 ? "\"Infinity\"" : "\"-Infinity\"";
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", v);
  return buffer;
}

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// ---- the host's safe-area code -------------------------------------------

const int64_t kMax = std::numeric_limits<int64_t>::max();
const int64_t kMin = std::numeric_limits<int64_t>::min();
const int64_t kPixelLimit = 2147483647;

int64_t add_sat(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return b > 0 ? kMax : kMin;
  return r;
}
int64_t sub_sat(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_sub_overflow(a, b, &r)) return b < 0 ? kMax : kMin;
  return r;
}

struct Rect { int64_t x, y, w, h; };

Rect rect(const Json& v) {
  if (v.items.size() != 4) throw std::runtime_error("expected [x, y, width, height]");
  return Rect{v.items[0].i64(), v.items[1].i64(), v.items[2].i64(), v.items[3].i64()};
}

std::optional<Rect> intersect(Rect a, Rect b) {
  if (a.w <= 0 || a.h <= 0 || b.w <= 0 || b.h <= 0) return std::nullopt;
  int64_t left = std::max(a.x, b.x), top = std::max(a.y, b.y);
  int64_t right = std::min(add_sat(a.x, a.w), add_sat(b.x, b.w));
  int64_t bottom = std::min(add_sat(a.y, a.h), add_sat(b.y, b.h));
  if (right <= left || bottom <= top) return std::nullopt;
  return Rect{left, top, sub_sat(right, left), sub_sat(bottom, top)};
}

std::optional<Rect> clip_rect(Rect box, Rect region) {
  return intersect(Rect{add_sat(box.x, region.x), add_sat(box.y, region.y), box.w, box.h}, region);
}

// safeFrame: [left, top, width, height] or nothing; invalid input is nothing.
struct Frame { double x, y, w, h; };
bool valid(double v) { return std::isfinite(v) && v >= 0; }

std::optional<Frame> safe_frame(double sw, double sh, double t, double l, double b, double r) {
  for (double v : {sw, sh, t, l, b, r})
    if (!valid(v)) return std::nullopt;
  double w = sw - (l + r), h = sh - (t + b);  // the insets summed first
  if (!(w > 0) || !(h > 0) || !std::isfinite(w) || !std::isfinite(h)) return std::nullopt;
  return Frame{l, t, w, h};
}

// A product within 4 ulps (relative) of a whole number is that number.
std::optional<double> nearest_whole(double p) {
  if (!std::isfinite(p)) return std::nullopt;
  double n = std::round(p);
  if (std::fabs(p - n) <= 4 * std::numeric_limits<double>::epsilon() * std::fabs(n)) return n;
  return std::nullopt;
}
double up(double p) { auto n = nearest_whole(p); return n ? *n : std::ceil(p); }
double down(double p) { auto n = nearest_whole(p); return n ? *n : std::floor(p); }

struct Refused : std::runtime_error {
  using std::runtime_error::runtime_error;
};

int64_t checked(double pixels, const char* name) {
  if (std::isnan(pixels) || pixels > static_cast<double>(kPixelLimit)) {
    std::ostringstream message;
    message << name << " is " << pixels << " pixels, beyond 2147483647";
    throw Refused(message.str());
  }
  return static_cast<int64_t>(pixels);
}

std::optional<Rect> pixel_frame(double sw, double sh, double t, double l, double b, double r,
                                double s) {
  for (double v : {sw, sh, t, l, b, r})
    if (!valid(v)) throw Refused("a screen or inset that is NaN, infinite or negative");
  if (!std::isfinite(s) || !(s > 0)) throw Refused("a scale that is not positive and finite");
  int64_t W = checked(down(sw * s), "screen.width");
  int64_t H = checked(down(sh * s), "screen.height");
  if (!safe_frame(sw, sh, t, l, b, r)) return std::nullopt;
  int64_t T = checked(up(t * s), "insets.top"), L = checked(up(l * s), "insets.left");
  int64_t B = checked(up(b * s), "insets.bottom"), R = checked(up(r * s), "insets.right");
  int64_t w = W - L - R, h = H - T - B;
  if (w <= 0 || h <= 0) return std::nullopt;
  return Rect{L, T, w, h};
}

struct Automaton { int64_t cell_width, row_height, columns, rows; };

Automaton automaton_grid(int64_t w, int64_t h) {
  int64_t W = std::max<int64_t>(0, w), H = std::max<int64_t>(0, h);
  Automaton a;
  a.cell_width = std::max<int64_t>(4, W / 90);
  a.columns = W / a.cell_width;
  a.rows = std::min<int64_t>(110, H);
  a.row_height = a.rows > 0 ? H / a.rows : 1;
  return a;
}

struct Life { int64_t cell_size, columns, rows; };

std::optional<Life> life_grid(int64_t w, int64_t h, int64_t budget) {
  if (budget < 1) return std::nullopt;
  int64_t W = std::max<int64_t>(0, w), H = std::max<int64_t>(0, h);
  if (W == 0 || H == 0) return Life{1, 0, 0};
  auto fits = [&](int64_t s) {
    int64_t cells;
    return !__builtin_mul_overflow(W / s, H / s, &cells) && cells <= budget;
  };
  int64_t low = 1, high = std::max(W, H);
  while (low < high) {
    int64_t middle = low + (high - low) / 2;
    if (fits(middle)) high = middle; else low = middle + 1;
  }
  return Life{low, W / low, H / low};
}

std::vector<std::vector<int64_t>> host_plan(int64_t sw, int64_t sh, std::optional<Rect> region) {
  std::vector<std::vector<int64_t>> plan;  // the name's index, then numbers
  plan.push_back({0});
  std::optional<Rect> safe;
  if (region) safe = intersect(*region, Rect{0, 0, sw, sh});
  if (!safe) return plan;
  plan.push_back({1, safe->x, safe->y, safe->w, safe->h});
  plan.push_back({2});
  plan.push_back({3, safe->x, safe->y});
  plan.push_back({4, safe->w, safe->h});
  plan.push_back({5});
  plan.push_back({6});
  return plan;
}
const char* kCommandNames[] = {"clearBackground", "beginScissor", "pushMatrix", "translate",
                               "drawScene",       "popMatrix",    "endScissor"};

// ---- hostFrame: a small renderer -------------------------------------------

struct Color { uint8_t r, g, b, a; };

Color color(const Json& v) {
  auto byte = [&](size_t i) { return static_cast<uint8_t>(v.items.at(i).i64()); };
  return Color{byte(0), byte(1), byte(2), byte(3)};
}

struct Canvas {
  int64_t width, height;
  std::vector<uint32_t> pixels;
  std::optional<Rect> scissor;  // screen pixels
  double dx = 0, dy = 0;        // the translation

  static uint32_t pack(Color c) {
    if (bug_answer)
      return c.a | (uint32_t(c.b) << 8) | (uint32_t(c.g) << 16) | (uint32_t(c.r) << 24);
    return c.r | (uint32_t(c.g) << 8) | (uint32_t(c.b) << 16) | (uint32_t(c.a) << 24);
  }
  // The pixels drawing may touch: the scissor, within the screen.
  Rect area() const {
    Rect screen{0, 0, width, height};
    if (!scissor) return screen;
    auto inside = intersect(*scissor, screen);
    return inside ? *inside : Rect{0, 0, 0, 0};
  }
  void clear(Color c) {
    Rect a = area();
    for (int64_t y = a.y; y < a.y + a.h; y++)
      for (int64_t x = a.x; x < a.x + a.w; x++) pixels[y * width + x] = pack(c);
  }
  // Covers every pixel of the area whose centre `inside` accepts (in scene
  // coordinates), within a bounding box in scene coordinates.
  template <typename Inside>
  void fill(double minx, double miny, double maxx, double maxy, Color c, Inside inside) {
    Rect a = area();
    double x0 = std::max<double>(a.x, std::floor(minx + dx));
    double y0 = std::max<double>(a.y, std::floor(miny + dy));
    double x1 = std::min<double>(a.x + a.w, std::ceil(maxx + dx));
    double y1 = std::min<double>(a.y + a.h, std::ceil(maxy + dy));
    for (double y = y0; y < y1; y++)
      for (double x = x0; x < x1; x++)
        if (inside(x + 0.5 - dx, y + 0.5 - dy))
          pixels[static_cast<int64_t>(y) * width + static_cast<int64_t>(x)] = pack(c);
  }
  void rectangle(double x, double y, double w, double h, Color c) {
    if (!(w > 0) || !(h > 0)) return;
    fill(x, y, x + w, y + h, c, [&](double px, double py) {
      return px >= x && px < x + w && py >= y && py < y + h;
    });
  }
  void disc(double cx, double cy, double radius, Color c) {
    if (!(radius > 0) || !std::isfinite(cx) || !std::isfinite(cy)) return;
    fill(cx - radius, cy - radius, cx + radius, cy + radius, c, [&](double px, double py) {
      return (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius;
    });
  }
  void line(double ax, double ay, double bx, double by, double thick, Color c) {
    double length = std::hypot(bx - ax, by - ay);
    if (!(thick > 0) || !(length > 0)) return;
    double ux = (bx - ax) / length, uy = (by - ay) / length, half = thick / 2;
    fill(std::min(ax, bx) - half, std::min(ay, by) - half, std::max(ax, bx) + half,
         std::max(ay, by) + half, c, [&](double px, double py) {
           double along = (px - ax) * ux + (py - ay) * uy;
           double across = -(px - ax) * uy + (py - ay) * ux;
           return along >= 0 && along <= length && std::fabs(across) <= half;
         });
  }
};

// The scene, drawn in scene coordinates (the canvas is translated).
void draw_scene(Canvas& canvas, const Json& scene, int64_t w, int64_t h, Rect region) {
  const std::string& kind = scene["kind"].text;
  canvas.clear(color(scene["background"]));
  if (kind == "overshoot") {
    double o = static_cast<double>(scene["overshoot"].i64()), bar = 16;
    double W = double(w), H = double(h);
    Color c = color(scene["color"]);
    canvas.rectangle(-o, -o, W + 2 * o, o + bar, c);
    canvas.rectangle(-o, H - bar, W + 2 * o, o + bar, c);
    canvas.rectangle(-o, -o, o + bar, H + 2 * o, c);
    canvas.rectangle(W - bar, -o, o + bar, H + 2 * o, c);
    for (auto corner : {std::pair<double, double>{0, 0}, {W, 0}, {0, H}, {W, H}})
      canvas.disc(corner.first, corner.second, o + bar, c);
    canvas.line(-o, -o, W + o, H + o, 6, c);
  } else if (kind == "clipBox") {
    const Json& b = scene["box"];
    Rect box{b.items.at(0).i64(), b.items.at(1).i64(), b.items.at(2).i64(), b.items.at(3).i64()};
    auto clip = clip_rect(box, region);
    if (!clip) return;
    canvas.scissor = *clip;
    double x = double(box.x), y = double(box.y), bw = double(box.w), bh = double(box.h);
    canvas.rectangle(x - bw, y - bh, 3 * bw, 3 * bh, color(scene["color"]));
    canvas.scissor = region;  // the host's scissor again: it does not nest
  } else if (kind == "touches") {
    std::vector<std::pair<double, double>> points;
    for (const auto& p : scene["points"].items)
      points.emplace_back(p.items.at(0).f64() - double(region.x),
                          p.items.at(1).f64() - double(region.y));
    double radius = scene["radius"].f64();
    for (size_t i = 1; i < points.size(); i++)
      canvas.line(points[i - 1].first, points[i - 1].second, points[i].first, points[i].second,
                  radius / 2, color(scene["trail"]));
    for (const auto& p : points) canvas.disc(p.first, p.second, radius, color(scene["marker"]));
  } else {
    throw std::runtime_error("unknown scene kind " + kind);
  }
}

std::string host_frame(const Json& args) {
  int64_t w = args["screen"].items.at(0).i64(), h = args["screen"].items.at(1).i64();
  if (w < 1 || h < 1 || w > 16384 || h > 16384) throw Refused("a screen without a frame");
  Canvas canvas{w, h, {}, std::nullopt};
  Color clear = color(args["clear"]);
  Color previous = args["previous"].is_null() ? clear : color(args["previous"]);
  canvas.pixels.assign(size_t(w * h), Canvas::pack(previous));
  std::optional<Rect> region;
  if (!args["region"].is_null()) region = rect(args["region"]);
  for (const auto& command : host_plan(w, h, region)) {
    switch (command[0]) {
      case 0: canvas.clear(clear); break;
      case 1: canvas.scissor = Rect{command[1], command[2], command[3], command[4]}; break;
      case 3: canvas.dx = double(command[1]); canvas.dy = double(command[2]); break;
      case 4: draw_scene(canvas, args["scene"], command[1], command[2], *canvas.scissor); break;
      case 5: canvas.dx = canvas.dy = 0; break;
      case 6: canvas.scissor = std::nullopt; break;
      default: break;
    }
  }
  std::string out =
      "{\"width\":" + std::to_string(w) + ",\"height\":" + std::to_string(h) + ",\"runs\":[";
  size_t i = 0;
  while (i < canvas.pixels.size()) {
    size_t j = i + 1;
    while (j < canvas.pixels.size() && canvas.pixels[j] == canvas.pixels[i]) j++;
    if (i > 0) out += ',';
    out += std::to_string(j - i) + "," + std::to_string(canvas.pixels[i]);
    i = j;
  }
  return out + "]}";
}

// ---- pollInsets: the host's inset poller -------------------------------------

// The recommended policy: zeros and no asking before layout; after layout,
// ask on every frame for kSettleFrames frames after each change of the
// layout pass, the window's size or its orientation (one frame more than the
// longest transition, 36 frames), then keep the last answer and stop asking.
const int64_t kSettleFrames = 37;

struct Insets {
  double top = 0, left = 0, bottom = 0, right = 0;
};

Insets insets(const Json& v) {
  return Insets{v.items.at(0).f64(), v.items.at(1).f64(), v.items.at(2).f64(),
                v.items.at(3).f64()};
}

// What the host sees of its window for free.
struct Window {
  int64_t layout;
  double width, height;
  std::string orientation;
  bool operator==(const Window& o) const {
    return layout == o.layout && width == o.width && height == o.height &&
           orientation == o.orientation;
  }
};

// A fresh poller at launch; step() is one frame: whether it asked, and the
// insets it drew with. UIKit's answer is read only when asking.
struct Poller {
  std::optional<Window> seen;
  std::optional<Insets> cached;
  int64_t ask_until = 0;

  std::pair<bool, Insets> step(int64_t index, const Json& frame) {
    if (poll_bug != PollBug::none) return planted(frame);
    if (frame["layout"].is_null()) return {false, Insets{}};
    const auto& size = frame["size"].items;
    Window window{frame["layout"].i64(), size.at(0).f64(), size.at(1).f64(),
                  frame["orientation"].text};
    if (!seen || !(*seen == window)) {
      seen = window;
      cached.reset();
      ask_until = index + kSettleFrames;
    }
    if (cached && index >= ask_until) return {false, *cached};
    cached = insets(frame["answer"]);
    return {true, *cached};
  }

  // The planted bugs, blind to layout and the window.
  std::pair<bool, Insets> planted(const Json& frame) {
    if (poll_bug == PollBug::every_frame) return {true, insets(frame["answer"])};
    if (cached) return {false, *cached};
    Insets answer = insets(frame["answer"]);
    bool keep = poll_bug == PollBug::first_top_inset
                    ? answer.top != 0
                    : answer.top != 0 || answer.left != 0 || answer.bottom != 0 ||
                          answer.right != 0;
    if (keep) cached = answer;
    return {true, answer};
  }
};

std::string poll_insets(const Json& args) {
  Poller poller;
  std::string out = "[";
  const auto& frames = args["frames"].items;
  for (size_t i = 0; i < frames.size(); i++) {
    auto [asked, drawn] = poller.step(static_cast<int64_t>(i), frames[i]);
    out += std::string(i ? "," : "") + "{\"asked\":" + (asked ? "true" : "false") +
           ",\"insets\":[" + number(drawn.top) + "," + number(drawn.left) + "," +
           number(drawn.bottom) + "," + number(drawn.right) + "]}";
  }
  return out + "]";
}

// ---- the protocol ----------------------------------------------------------

// A region the pointer functions receive (misread under --bug-receive).
Rect pointer_region(const Json& v) {
  Rect r = rect(v);
  return bug_receive ? Rect{r.y, r.x, r.h, r.w} : r;
}

std::string rect_json(std::optional<Rect> r) {
  if (!r) return "null";
  return "[" + std::to_string(r->x) + "," + std::to_string(r->y) + "," + std::to_string(r->w) +
         "," + std::to_string(r->h) + "]";
}

std::string answer(const std::string& fn, const Json& a) {
  if (fn == "safeFrame") {
    const auto& s = a["screen"].items;
    const auto& i = a["insets"].items;
    auto f = safe_frame(s.at(0).f64(), s.at(1).f64(), i.at(0).f64(), i.at(1).f64(), i.at(2).f64(),
                        i.at(3).f64());
    if (!f) return "null";
    return "[" + number(f->x) + "," + number(f->y) + "," + number(f->w) + "," + number(f->h) + "]";
  }
  if (fn == "pixelFrame") {
    const auto& s = a["screen"].items;
    const auto& i = a["insets"].items;
    return rect_json(pixel_frame(s.at(0).f64(), s.at(1).f64(), i.at(0).f64(), i.at(1).f64(),
                                 i.at(2).f64(), i.at(3).f64(), a["scale"].f64()));
  }
  if (fn == "clipRect") return rect_json(clip_rect(rect(a["box"]), rect(a["region"])));
  if (fn == "intoSafeRegion" || fn == "belowSafeArea") {
    Rect r = pointer_region(a["region"]);
    double sign = fn == "intoSafeRegion" ? -1 : 1;
    auto move = [&](const Json& p) {
      double x = p.items.at(0).f64(), y = p.items.at(1).f64();
      double ox = double(r.x), oy = double(r.y);
      return "[" + number(sign < 0 ? x - ox : x + ox) + "," + number(sign < 0 ? y - oy : y + oy) +
             "]";
    };
    if (fn == "belowSafeArea") return move(a["point"]);
    std::string out = "[";
    for (size_t k = 0; k < a["points"].items.size(); k++)
      out += (k ? "," : "") + move(a["points"].items[k]);
    return out + "]";
  }
  if (fn == "hostPlan") {
    double scale = a["scale"].f64();
    if (!std::isfinite(scale) || !(scale > 0)) throw Refused("a scale that is not positive");
    std::optional<Rect> region;
    if (!a["region"].is_null()) region = rect(a["region"]);
    std::string out = "{\"commands\":[";
    bool first = true;
    const auto& screen = a["screen"].items;
    for (const auto& command : host_plan(screen.at(0).i64(), screen.at(1).i64(), region)) {
      out += std::string(first ? "" : ",") + "[\"" + kCommandNames[command[0]] + "\"";
      for (size_t k = 1; k < command.size(); k++) out += "," + std::to_string(command[k]);
      out += "]";
      first = false;
    }
    return out + "]}";
  }
  if (fn == "automatonGrid") {
    auto g = automaton_grid(a["region"].items.at(0).i64(), a["region"].items.at(1).i64());
    return "{\"cellWidth\":" + std::to_string(g.cell_width) + ",\"rowHeight\":" +
           std::to_string(g.row_height) + ",\"columns\":" + std::to_string(g.columns) +
           ",\"rows\":" + std::to_string(g.rows) + "}";
  }
  if (fn == "lifeGrid") {
    const auto& region = a["region"].items;
    auto g = life_grid(region.at(0).i64(), region.at(1).i64(), a["budget"].i64());
    if (!g) return "null";
    return "{\"cellSize\":" + std::to_string(g->cell_size) + ",\"columns\":" +
           std::to_string(g->columns) + ",\"rows\":" + std::to_string(g->rows) + "}";
  }
  if (fn == "hostFrame") return host_frame(a);
  if (fn == "pollInsets") return poll_insets(a);
  throw std::runtime_error("unknown function " + fn);
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i < argc; i++) {
    std::string flag = argv[i];
    if (flag == "--bug-receive") bug_receive = true;
    else if (flag == "--bug-answer") bug_answer = true;
    else if (flag == "--bug-poll-first-top-inset") poll_bug = PollBug::first_top_inset;
    else if (flag == "--bug-poll-first-non-zero") poll_bug = PollBug::first_non_zero;
    else if (flag == "--bug-poll-every-frame") poll_bug = PollBug::every_frame;
    else {
      std::cerr << "host: unknown option " << flag
                << " (--bug-receive, --bug-answer, --bug-poll-first-top-inset, "
                   "--bug-poll-first-non-zero, --bug-poll-every-frame)\n";
      return 2;
    }
  }
  bool planted = bug_receive || bug_answer || poll_bug != PollBug::none;
  std::ios::sync_with_stdio(false);
  std::cout << "{\"protocol\":4,\"name\":\"C++ host" << (planted ? " (planted bug)" : "")
            << "\",\"provides\":[\"safeFrame\",\"pixelFrame\",\"clipRect\",\"intoSafeRegion\","
               "\"belowSafeArea\",\"hostPlan\",\"automatonGrid\",\"lifeGrid\",\"hostFrame\","
               "\"pollInsets\"]}\n"
            << std::flush;
  std::string line;
  while (std::getline(std::cin, line)) {
    Parser parser{line};
    Json request = parser.value();
    std::string id = std::to_string(request["id"].i64());
    try {
      // Answered before anything is written: it may be refused.
      std::string result = answer(request["fn"].text, request["args"]);
      std::cout << "{\"id\":" << id << ",\"result\":" << result << "}\n";
    } catch (const Refused& refused) {
      std::cout << "{\"id\":" << id << ",\"error\":" << quoted(refused.what()) << "}\n";
    }
    // Answer a batch as it comes; flush when no more input is waiting.
    if (std::cin.rdbuf()->in_avail() <= 0) std::cout << std::flush;
  }
  return 0;
}

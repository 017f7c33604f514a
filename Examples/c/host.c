/*
 * The safe-area code of a raylib-style host, in C, as a host would write it
 * (the functions at the top), plus a small loop that serves them to the
 * fuzzer over its line protocol (protocol 1, see the ImplementationProtocol
 * DocC article).
 *
 *   cc -O2 -o /tmp/host Examples/c/host.c
 *   swift run fuzz --implementation /tmp/host
 *   swift run fuzz --implementation '/tmp/host --bug'
 *
 * --bug (or SAFE_AREA_BUG=1) plants a known bug shape: the automaton shows
 * one generation per 8 px, rows = h / 8, with no guard for regions shorter
 * than 8 px, so the row height h / rows divides by zero (SIGFPE).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static bool plant_bug = false;

/* ---- the host's own code -------------------------------------------- */

typedef struct { int64_t x, y, width, height; } PixelRect;
typedef struct { double x, y; } Vector2;

static int64_t add_sat(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return b > 0 ? INT64_MAX : INT64_MIN;
  return r;
}
static int64_t sub_sat(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_sub_overflow(a, b, &r)) return b < 0 ? INT64_MAX : INT64_MIN;
  return r;
}
static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }
static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* The overlap of two rectangles; false when it has no area. */
static bool IntersectRects(PixelRect a, PixelRect b, PixelRect *out) {
  if (a.width <= 0 || a.height <= 0 || b.width <= 0 || b.height <= 0) return false;
  int64_t left = max64(a.x, b.x), top = max64(a.y, b.y);
  int64_t right = min64(add_sat(a.x, a.width), add_sat(b.x, b.width));
  int64_t bottom = min64(add_sat(a.y, a.height), add_sat(b.y, b.height));
  if (right <= left || bottom <= top) return false;
  *out = (PixelRect){left, top, sub_sat(right, left), sub_sat(bottom, top)};
  return true;
}

/* A scene's box (scene coordinates) as a scissor rectangle: moved into the
 * safe region and intersected with it, because BeginScissorMode replaces
 * the host's scissor rather than nesting. */
static bool ClipSceneBox(PixelRect box, PixelRect region, PixelRect *out) {
  PixelRect moved = {add_sat(box.x, region.x), add_sat(box.y, region.y), box.width, box.height};
  return IntersectRects(moved, region, out);
}

/* GetTouchPosition(i) for the scene: every touch, not just the first. */
static Vector2 IntoSafeRegion(Vector2 touch, PixelRect region) {
  return (Vector2){touch.x - (double)region.x, touch.y - (double)region.y};
}

static Vector2 BelowSafeArea(Vector2 point, PixelRect region) {
  return (Vector2){point.x + (double)region.x, point.y + (double)region.y};
}

/* One frame: ClearBackground over the whole screen first (the scissor
 * bounds glClear, so clearing inside it would leave stale bands), then
 * scissor, translate, draw the scene at the region's size. */
static void PlanFrame(int64_t screen_w, int64_t screen_h, const PixelRect *region, FILE *out) {
  PixelRect screen = {0, 0, screen_w, screen_h}, safe;
  fputs("{\"commands\":[[\"clearBackground\"]", out);
  if (region && IntersectRects(*region, screen, &safe)) {
    fprintf(out,
            ",[\"beginScissor\",%lld,%lld,%lld,%lld],[\"pushMatrix\"],[\"translate\",%lld,%lld]"
            ",[\"drawScene\",%lld,%lld],[\"popMatrix\"],[\"endScissor\"]",
            (long long)safe.x, (long long)safe.y, (long long)safe.width, (long long)safe.height,
            (long long)safe.x, (long long)safe.y, (long long)safe.width, (long long)safe.height);
  }
  fputs("]}", out);
}

typedef struct { int64_t cell_width, row_height, columns, rows; } AutomatonSize;

/* The elementary-automaton window: about 90 columns of at least 4 px, and
 * up to 110 generations whose height is chosen separately so the rows fill
 * the region. */
static AutomatonSize SizeAutomaton(int64_t w, int64_t h) {
  if (w < 0) w = 0;
  if (h < 0) h = 0;
  AutomatonSize s;
  s.cell_width = max64(4, w / 90);
  s.columns = w / s.cell_width;
  if (plant_bug) {
    s.rows = min64(110, h / 8);
    s.row_height = h / s.rows; /* divides by zero when h < 8 */
  } else {
    s.rows = min64(110, h);
    s.row_height = s.rows > 0 ? h / s.rows : 1;
  }
  return s;
}

/* ---- the protocol loop ------------------------------------------------ */

/* A request's numbers in order; a null counts as a value too. The harness
 * writes every object's keys in the schema's order, so the numbers of
 * "args" arrive in a known order and no JSON library is needed. */
typedef struct { bool null; bool integer; long long i; double d; } Number;

static int read_numbers(const char *p, Number *numbers, int capacity) {
  int count = 0;
  while (*p && count < capacity) {
    if (*p == '-' || (*p >= '0' && *p <= '9')) {
      char *end;
      const char *q = p;
      bool integer = true;
      while (*q == '-' || *q == '+' || *q == '.' || *q == 'e' || *q == 'E' ||
             (*q >= '0' && *q <= '9')) {
        if (*q == '.' || *q == 'e' || *q == 'E') integer = false;
        q++;
      }
      Number n = {false, integer, 0, 0};
      if (integer) {
        n.i = strtoll(p, &end, 10);
        n.d = (double)n.i;
      } else {
        n.d = strtod(p, &end);
      }
      numbers[count++] = n;
      p = end;
    } else if (strncmp(p, "null", 4) == 0) {
      numbers[count++] = (Number){true, false, 0, 0};
      p += 4;
    } else {
      p++;
    }
  }
  return count;
}

static PixelRect rect_at(const Number *n) {
  return (PixelRect){n[0].i, n[1].i, n[2].i, n[3].i};
}

/* Answers one request line into stdout's buffer; false when it is not a
 * request at all. */
static bool answer(const char *line) {
  static Number numbers[4096];
  const char *id_at = strstr(line, "\"id\":");
  const char *fn_at = strstr(line, "\"fn\":\"");
  const char *args_at = strstr(line, "\"args\":");
  if (!id_at || !fn_at || !args_at) {
    fprintf(stderr, "host: bad request: %s\n", line);
    return false;
  }
  long long id = strtoll(id_at + 5, NULL, 10);
  const char *fn = fn_at + 6;
  int count = read_numbers(args_at + 7, numbers, 4096);
  printf("{\"id\":%lld,\"result\":", id);
  if (strncmp(fn, "clipRect\"", 9) == 0 && count == 8) {
    PixelRect clip;
    if (ClipSceneBox(rect_at(numbers), rect_at(numbers + 4), &clip))
      printf("[%lld,%lld,%lld,%lld]", (long long)clip.x, (long long)clip.y,
             (long long)clip.width, (long long)clip.height);
    else
      fputs("null", stdout);
  } else if (strncmp(fn, "intoSafeRegion\"", 15) == 0 && count >= 4 && count % 2 == 0) {
    /* points [[x, y], ...] then the region's four numbers */
    int points = (count - 4) / 2;
    PixelRect region = rect_at(numbers + count - 4);
    fputs("[", stdout);
    for (int i = 0; i < points; i++) {
      Vector2 p = IntoSafeRegion((Vector2){numbers[2 * i].d, numbers[2 * i + 1].d}, region);
      printf("%s[%.17g,%.17g]", i ? "," : "", p.x, p.y);
    }
    fputs("]", stdout);
  } else if (strncmp(fn, "belowSafeArea\"", 14) == 0 && count == 6) {
    Vector2 p = BelowSafeArea((Vector2){numbers[0].d, numbers[1].d}, rect_at(numbers + 2));
    printf("[%.17g,%.17g]", p.x, p.y);
  } else if (strncmp(fn, "hostPlan\"", 9) == 0 && (count == 4 || count == 7)) {
    /* screen [w, h], region [x, y, w, h] or null, scale */
    PixelRect region;
    bool has_region = count == 7;
    if (has_region) region = rect_at(numbers + 2);
    PlanFrame(numbers[0].i, numbers[1].i, has_region ? &region : NULL, stdout);
  } else if (strncmp(fn, "automatonGrid\"", 14) == 0 && count == 2) {
    AutomatonSize s = SizeAutomaton(numbers[0].i, numbers[1].i);
    printf("{\"cellWidth\":%lld,\"rowHeight\":%lld,\"columns\":%lld,\"rows\":%lld}",
           (long long)s.cell_width, (long long)s.row_height, (long long)s.columns,
           (long long)s.rows);
  } else {
    printf("null,\"error\":\"unknown function or arguments: %.40s\"", fn);
  }
  fputs("}\n", stdout);
  return true;
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++)
    if (strcmp(argv[i], "--bug") == 0) plant_bug = true;
  const char *env = getenv("SAFE_AREA_BUG");
  if (env && strcmp(env, "1") == 0) plant_bug = true;

  printf("{\"protocol\":1,\"name\":\"raylib host in C%s\",\"provides\":"
         "[\"clipRect\",\"intoSafeRegion\",\"belowSafeArea\",\"hostPlan\",\"automatonGrid\"]}\n",
         plant_bug ? " (planted bug)" : "");
  fflush(stdout);

  /* Requests are read in chunks and answered into stdout's buffer, which
   * is flushed when no complete request is left: one read and one write per
   * batch the harness sends, one of each per request when it sends one. */
  static char input[1 << 20];
  static char output_buffer[1 << 16];
  setvbuf(stdout, output_buffer, _IOFBF, sizeof output_buffer);
  size_t have = 0;
  for (;;) {
    ssize_t got = read(0, input + have, sizeof input - 1 - have);
    if (got <= 0) break;
    have += (size_t)got;
    char *line = input, *newline;
    while ((newline = memchr(line, '\n', have - (size_t)(line - input)))) {
      *newline = 0;
      if (!answer(line)) return 2;
      line = newline + 1;
    }
    have -= (size_t)(line - input);
    memmove(input, line, have);
    if (have == sizeof input - 1) {
      fprintf(stderr, "host: a request longer than %zu bytes\n", sizeof input);
      return 2;
    }
    fflush(stdout);
  }
  return 0;
}

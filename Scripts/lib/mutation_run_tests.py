"""Unit tests of Scripts/run/mutation-run's reading of Swift text, its operators
and its choice of checks by coverage.

Run with `python3 Scripts/run/mutation-run --self-test` (CI does). Each test
gives a few lines of Swift, finds the sites and checks the mutants and the
rewritten text exactly: the rewritten line must hold every mutant behind its
switch and read as the original when no switch is on.
"""

import importlib.machinery
import importlib.util
import os
import re
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def load_tool():
    loader = importlib.machinery.SourceFileLoader("mutation_run", os.path.join(os.path.dirname(HERE), "run", "mutation-run"))
    spec = importlib.util.spec_from_loader("mutation_run", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


tool = load_tool()


def sites_of(text, operators=None, interpolations=False):
    sites = tool.find_sites("T.swift", text, interpolations)
    next_id = 0
    for s in sites:
        s.first_id = next_id
        next_id += max(2, len(s.mutations)) if s.kind == "binary" else len(s.mutations)
    return [s for s in sites if operators is None or s.operator in operators], sites


def switched_off(text):
    """The rewritten text with every switch read as off: `(__mOn(n) ? a : b)` is b."""
    pattern = re.compile(r"\(__mOn\(\d+\) \? ")
    while True:
        m = pattern.search(text)
        if not m:
            return text
        # Skip the alternative (balanced) up to ` : `, keep the original up to the closing parenthesis.
        k, depth = m.end(), 0
        while not (depth == 0 and text.startswith(" : ", k)):
            depth += text[k] in "([{"
            depth -= text[k] in ")]}"
            k += 1
        start = k + 3
        k, depth = start, 0
        while not (depth == 0 and text[k] == ")"):
            depth += text[k] in "([{"
            depth -= text[k] in ")]}"
            k += 1
        original = text[start:k]
        if (original.startswith("(") and not original.startswith("(__mOn(") and original.endswith(")")
                and tool.balanced(original[1:-1])):
            original = original[1:-1]
        text = text[:m.start()] + original + text[k + 1:]


def unwrap_arguments(text):
    return re.sub(r"\((\w[\w.\[\]]*)\)", r"\1", switched_off(text))


class FieldSwaps(unittest.TestCase):
    def test_each_access_of_a_pair_gets_its_partner(self):
        swaps, _ = sites_of("    let w = r.width - r.height\n", {"field"})
        self.assertEqual([(s.original, s.mutations) for s in swaps],
                         [("r.width", ["r.height"]), ("r.height", ["r.width"])])

    def test_both_fields_of_a_base_on_a_line_are_exchanged_in_one_mutant(self):
        swaps, _ = sites_of("    let area = insets.left + insets.right + other.left\n", {"fields"})
        self.assertEqual([(s.original, s.mutations) for s in swaps],
                         [("insets.left ⇄ insets.right", ["insets.right ⇄ insets.left"])])
        self.assertEqual(len(swaps[0].data["spans"]), 2)

    def test_assignment_targets_key_paths_calls_and_implicit_members_are_left_alone(self):
        text = ("    r.width = 3\n    r.height += 1\n    let k = \\Rect.width\n"
                "    let e = Edge.top\n    f(&p.x)\n    let m = v.x()\n    let d: Side = .left\n")
        swaps, _ = sites_of(text, {"field"})
        # Only `Edge.top` is an access (of an enum case; the build drops it if Edge has no bottom).
        self.assertEqual([s.original for s in swaps], ["Edge.top"])

    def test_the_rewritten_line_reads_as_the_original_with_every_switch_off(self):
        text = "    return Rect(x: r.x, y: r.y + 1, width: r.width, height: r.height)\n"
        _, every = sites_of(text)
        rewritten = tool.rewrite(text, every)
        self.assertIn("(__mOn(", rewritten)
        plain = re.sub(r"__mInt\(\d+, (\d+)\)", r"\1", re.sub(r"\+[\u2500-\u25ff]{2}", "+", rewritten))
        self.assertEqual(unwrap_arguments(plain), text)

    def test_a_field_access_switched_on_reads_the_partner(self):
        text = "    let w = r.width\n"
        swaps, every = sites_of(text, {"field"})
        rewritten = tool.rewrite(text, every)
        self.assertEqual(rewritten, f"    let w = (__mOn({swaps[0].first_id}) ? r.height : r.width)\n")

    def test_interpolations_are_code_only_where_the_module_asks(self):
        text = '  static func rect(_ r: PixelRect) -> String { "[\\(r.x),\\(r.y)]" }\n'
        self.assertEqual(sites_of(text, {"field", "fields"})[0], [])
        swaps, every = sites_of(text, {"field", "fields"}, interpolations=True)
        self.assertEqual([s.original for s in swaps], ["r.x", "r.y", "r.x ⇄ r.y"])
        exchange = swaps[2].first_id
        rewritten = tool.rewrite(text, every)
        self.assertIn(f"\\((__mOn({swaps[0].first_id}) ? r.y : (__mOn({exchange}) ? r.y : r.x)))", rewritten)

    def test_a_case_body_is_code_and_its_pattern_is_not(self):
        swaps, _ = sites_of("    case .portrait(let r): return r.top\n", {"field"})
        self.assertEqual([(s.original, s.col) for s in swaps], [("r.top", 35)])


class ArgumentSwaps(unittest.TestCase):
    def test_two_plain_unlabelled_arguments_are_swapped(self):
        swaps, _ = sites_of("    let d = distance(a, b)\n", {"arguments"})
        self.assertEqual([(s.original, s.mutations) for s in swaps], [("a, b", ["b, a"])])

    def test_commuting_calls_identical_arguments_and_expressions_are_left_alone(self):
        text = "    let m = max(a, b)\n    let s = f(a, a)\n    let t = g(a + 1, b)\n    let u = h(&a, b)\n"
        self.assertEqual(sites_of(text, {"arguments"})[0], [])

    def test_labelled_arguments_of_one_class_are_swapped(self):
        text = "    return EdgeInsets(top: t, left: l + 1, bottom: b, right: r)\n"
        swaps, _ = sites_of(text, {"arguments"})
        self.assertEqual([(s.original, s.mutations) for s in swaps],
                         [("t, b", ["b, t"]), ("l + 1, r", ["r, l + 1"])])

    def test_unlike_labels_are_not_a_class(self):
        self.assertEqual(sites_of("    let p = Plan(screen: s, region: r)\n", {"arguments"})[0], [])

    def test_declarations_are_not_calls(self):
        text = ("    func move(_ a: Int, _ b: Int) -> Int {\n"
                "    init(x: Double, y: Double) {\n"
                "    subscript(x: Int, y: Int) -> Int {\n")
        self.assertEqual(sites_of(text, {"arguments"})[0], [])

    def test_a_swap_switched_on_passes_each_argument_in_the_others_place(self):
        text = "    let r = Rect(x: a, y: b)\n"
        swaps, every = sites_of(text, {"arguments"})
        i = swaps[0].first_id
        self.assertEqual(tool.rewrite(text, every),
                         f"    let r = Rect(x: (__mOn({i}) ? (b) : (a)), y: (__mOn({i}) ? (a) : (b)))\n")


class ExistingOperators(unittest.TestCase):
    def test_strings_and_comments_hold_no_site(self):
        text = '    let s = "a < b \\(x + 1) c" // d - e\n'
        self.assertEqual(sites_of(text)[0], [])

    def test_the_mask_keeps_offsets_with_or_without_interpolations(self):
        text = '  x = "[\\(number(i.top)),\\(f("(", i.left))]" + y /* c */\n'
        for flag in (False, True):
            self.assertEqual(len(tool.code_mask(text, flag)), len(text))
        self.assertEqual(tool.code_mask(text, True).split(), ["x", "=", "number(i.top)", "f(", ",", "i.left)", "+", "y"])

    def test_an_initializers_assignments_are_not_deleted_when_its_head_spans_lines(self):
        text = ("  init(\n    a: Int, b: Int\n  ) {\n    self.a = a\n    self.b = b\n  }\n"
                "  func f() {\n    total = a\n  }\n")
        deleted, _ = sites_of(text, {"statement"})
        self.assertEqual([s.original for s in deleted], ["total = a"])

    def test_relational_and_constant_sites_are_found_as_before(self):
        swaps, _ = sites_of("    if a < 3 { b() }\n", {"relational", "constant", "condition"})
        self.assertEqual(sorted((s.operator, s.original) for s in swaps),
                         [("condition", "a < 3"), ("constant", "3"), ("relational", "<")])


class CoverageSelection(unittest.TestCase):
    """The choice of checks by coverage: a mutant runs only what executes its line."""

    class Args:
        cases, seed = 300, 1

    ctx = {"src": "/s", "fuzz": "/b/fuzz", "track": "/b/track", "tests": "/b/Tests.xctest", "host": "/b/c-host"}
    T1 = "BenchmarkTrackingTests.VerdictTests/regressionExitsOne()"
    T2 = "BenchmarkTrackingTests.VerdictTests/regressionExitsOne2(seed:)"
    T3 = "BenchmarkTrackingTests.JSONParserTests/readsNumbers()"

    def plan(self, selectable=True):
        unit = lambda key, seconds, lines: {"key": key, "seconds": seconds, "lines": {"F.swift": set(lines)}}
        return {"seconds": 1.0, "known": {"F.swift": {1, 2, 3, 4, 5}}, "checks": [
            {"check": "tests:BenchmarkTrackingTests", "kind": "tests", "selectable": selectable,
             "filters": ["BenchmarkTrackingTests"],
             "units": [unit(self.T1, 0.5, [1, 2]), unit(self.T2, 4.0, [2]), unit(self.T3, 0.1, [3])]},
            {"check": "changepoints", "kind": "commands", "selectable": True,
             "units": [unit("eval-outliers --fast", 3.0, [2, 4])]}]}

    def select(self, line, plan=None):
        return tool.select_commands(plan or self.plan(), "F.swift", line, self.ctx, self.Args, "/o")

    def test_a_name_holds_its_module_suite_and_tests_and_nothing_that_only_starts_alike(self):
        self.assertTrue(tool.test_matches(self.T1, "BenchmarkTrackingTests"))
        self.assertTrue(tool.test_matches(self.T1, "BenchmarkTrackingTests.VerdictTests"))
        self.assertTrue(tool.test_matches(self.T1, self.T1))
        self.assertFalse(tool.test_matches(self.T1, "BenchmarkTracking"))
        self.assertFalse(tool.test_matches(self.T1, "BenchmarkTrackingTests.Verdict"))

    def test_a_tests_filter_matches_that_test_and_not_one_whose_name_only_starts_alike(self):
        pattern = re.compile(tool.test_filter(self.T1))
        self.assertTrue(pattern.match(self.T1 + "/VerdictTests.swift:12:3"))
        self.assertFalse(pattern.match(self.T2))
        self.assertFalse(pattern.search("Other." + self.T1))

    def test_lcov_lines_are_read_relative_to_the_copy_and_summed(self):
        text = "SF:/s/F.swift\nDA:3,0\nDA:4,7\nend_of_record\nSF:/s/F.swift\nDA:4,1\nDA:5,2\nend_of_record\n"
        self.assertEqual(tool.parse_lcov(text, "/s"), {"F.swift": {3: 0, 4: 8, 5: 2}})

    def test_a_covered_line_runs_only_the_tests_and_commands_that_execute_it(self):
        chosen, ran, covered = self.select(2)
        self.assertTrue(covered)
        (label, command, expected, kill_re, limit), (label2, command2, _, _, limit2) = chosen
        self.assertEqual(label, "BenchmarkTrackingTests")
        self.assertEqual(command, ["/b/Tests.xctest", "--testing-library", "swift-testing",
                                   "--filter", tool.test_filter(self.T1), "--filter", tool.test_filter(self.T2)])
        self.assertEqual((expected, kill_re), (0, tool.ISSUE_RE))
        self.assertEqual(limit, tool.time_limit(4.5))
        self.assertEqual(label2, "eval-outliers --fast")
        self.assertEqual(limit2, tool.time_limit(3.0))
        self.assertEqual(ran, ["tests:BenchmarkTrackingTests (2 of 3 tests)", "eval-outliers --fast"])

    def test_a_line_one_check_misses_skips_that_check(self):
        chosen, _, covered = self.select(3)
        self.assertEqual([c[0] for c in chosen], ["BenchmarkTrackingTests"])
        chosen, _, _ = self.select(4)
        self.assertEqual([c[0] for c in chosen], ["eval-outliers --fast"])

    def test_a_line_no_check_executes_runs_nothing_and_is_not_covered(self):
        self.assertEqual(self.select(5), ([], [], False))

    def test_a_line_without_coverage_data_runs_every_check_whole(self):
        chosen, _, covered = self.select(9)
        self.assertTrue(covered)
        whole = [c + (None,) for check in ("tests:BenchmarkTrackingTests", "changepoints")
                 for c in tool.check_commands(check, self.ctx, self.Args, "/o")]
        self.assertEqual(chosen, whole)

    def test_a_check_with_a_test_that_fails_alone_runs_whole(self):
        chosen, ran, _ = self.select(3, self.plan(selectable=False))
        self.assertEqual(chosen[0][:4], tool.check_commands("tests:BenchmarkTrackingTests", self.ctx, self.Args, "/o")[0])
        self.assertIsNone(chosen[0][4])
        self.assertEqual(ran, ["tests:BenchmarkTrackingTests (whole)"])

    def test_a_selected_command_gets_the_floor_and_three_times_its_time(self):
        self.assertEqual(tool.time_limit(0), tool.TIME_FLOOR)
        self.assertEqual(tool.time_limit(30), tool.TIME_FLOOR + 90)

    def test_a_mutant_is_killed_only_by_a_failing_selected_command(self):
        import tempfile
        with tempfile.TemporaryDirectory() as scratch:
            ctx = dict(self.ctx, src=scratch)
            fake = {"checks": [], "known": {}}
            args = type("A", (), {"timeout": 30})
            # A plan whose only check is a command that fails when the switch is 7.
            original = tool.select_commands
            tool.select_commands = lambda plan, rel, line, ctx_, args_, out: (
                [("probe", ["sh", "-c", 'test "$SAFEAREA_MUTANT" != 7'], 0, None, 5.0)], ["probe"], True)
            saved = tool.MODULES.get("T")
            tool.MODULES["T"] = {"checks": []}
            try:
                killed = tool.run_checks(ctx, {"id": 7, "file": "F.swift", "line": 1}, args, scratch, "T", fake)
                survived = tool.run_checks(ctx, {"id": 8, "file": "F.swift", "line": 1}, args, scratch, "T", fake)
                tool.select_commands = lambda plan, rel, line, ctx_, args_, out: (
                    [("sleeper", ["sleep", "5"], 0, None, 0.2)], ["sleeper"], True)
                timed = tool.run_checks(ctx, {"id": 9, "file": "F.swift", "line": 1}, args, scratch, "T", fake)
                tool.select_commands = lambda plan, rel, line, ctx_, args_, out: ([], [], False)
                unrun = tool.run_checks(ctx, {"id": 10, "file": "F.swift", "line": 1}, args, scratch, "T", fake)
            finally:
                tool.select_commands = original
                del tool.MODULES["T"]
                if saved:
                    tool.MODULES["T"] = saved
        self.assertEqual((killed["outcome"], killed["property"]), ("killed", "probe (exit 1)"))
        self.assertEqual(survived["outcome"], "survived")
        self.assertEqual((timed["outcome"], timed["property"]), ("timeout", "sleeper"))
        self.assertEqual((unrun["outcome"], unrun["covered"], unrun["selected"]), ("survived", False, []))


if __name__ == "__main__":
    unittest.main()

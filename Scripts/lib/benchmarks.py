"""One home for building the benchmark runner, `bench`, of the Benchmarks/
package from Python (Scripts/lib/benchmarks.bash is the shell's).

Policy: Benchmarks/ is a package of its own, so the library's users never
need Google Benchmark, but it builds in the checkout's own build folder
(--scratch-path ROOT/.build). It depends on the package by path, so its
builds and the package's share the engine's modules: a fresh clone compiles
them once, not once per package."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def build_command(configuration="release", root=ROOT):
    """The `swift build` arguments that build the Benchmarks package."""
    return ["swift", "build", "-c", configuration, "--package-path", os.path.join(root, "Benchmarks"),
            "--scratch-path", os.path.join(root, ".build")]


def binary(configuration="release", root=ROOT):
    """The path of `bench` as that build leaves it (it may not exist yet)."""
    path = subprocess.run(build_command(configuration, root) + ["--show-bin-path"], check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "bench")

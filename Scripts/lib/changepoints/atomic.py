"""Atomic file writing for the change-point scripts, which run from this
folder: the one home of it is lib/results_file.py, imported under the name
these scripts use."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from results_file import atomic_write as write_atomically  # noqa: E402,F401

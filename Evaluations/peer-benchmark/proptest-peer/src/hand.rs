//! The hand-written style: one `Strategy` whose value tree is the drawn
//! case itself, drawn straight from the runner's RNG, branch for branch as
//! the Swift generators draw. It cannot shrink: `simplify` and
//! `complicate` answer `false`.

use proptest::prelude::*;
use proptest::strategy::{NewTree, ValueTree};
use proptest::test_runner::{TestRng, TestRunner};

use crate::catalog::{pixel_regions, DEVICE_COUNT, ORIENTATIONS};
use crate::geometry::PixelRect;
use crate::integers::{edge_values, near_values, BoxRanges};
use crate::property::ClipInput;

/// The strategy: the catalog's regions, computed once.
#[derive(Debug)]
pub struct ClipInputs {
    catalog: Vec<PixelRect>,
}

impl ClipInputs {
    pub fn new() -> Self {
        ClipInputs {
            catalog: pixel_regions(),
        }
    }

    fn region(&self, rng: &mut TestRng) -> PixelRect {
        // Domain.pixelRegion under edge bias: 2 in 6 catalog, 3 in 6
        // invented, 1 in 6 near i64::MAX.
        match rng.gen_range(0..6u32) {
            0..=1 => {
                let device = rng.gen_range(0..DEVICE_COUNT);
                let orientation = rng.gen_range(0..ORIENTATIONS);
                self.catalog[device * ORIENTATIONS + orientation]
            }
            2..=4 => PixelRect::new(
                biased_int(rng, 0, 300),
                biased_int(rng, 0, 300),
                biased_int(rng, 1, 3000),
                biased_int(rng, 1, 3000),
            ),
            _ => {
                let size = biased_int(rng, 1, 1000);
                PixelRect::new(i64::MAX - size, i64::MAX - size, size, size)
            }
        }
    }
}

/// `ChoiceSequence.int(in:)` under edge bias: one draw in four an edge
/// value, else uniform in the range.
fn biased_int(rng: &mut TestRng, lower: i64, upper: i64) -> i64 {
    if rng.gen_range(0..4u32) == 3 {
        let edges = edge_values(lower, upper);
        let edges = edges.as_slice();
        return edges[rng.gen_range(0..edges.len())];
    }
    rng.gen_range(lower..=upper)
}

/// `ChoiceSequence.int(in:near:)`: a value near a boundary one draw in
/// three (when one is in range), else `biased_int`.
fn near_int(rng: &mut TestRng, lower: i64, upper: i64, boundaries: &[i64]) -> i64 {
    let near = near_values(lower, upper, boundaries);
    let near = near.as_slice();
    if !near.is_empty() && rng.gen_range(0..3u32) == 0 {
        return near[rng.gen_range(0..near.len())];
    }
    biased_int(rng, lower, upper)
}

/// `Domain.anyPixelRect`: anywhere, extents mostly `0..=4096`, one in five
/// any `i64`.
fn any_pixel_rect(rng: &mut TestRng) -> PixelRect {
    fn extent(rng: &mut TestRng) -> i64 {
        if rng.gen_range(0..5u32) < 4 {
            biased_int(rng, 0, 4096)
        } else {
            biased_int(rng, i64::MIN, i64::MAX)
        }
    }
    let x = biased_int(rng, i64::MIN, i64::MAX);
    let y = biased_int(rng, i64::MIN, i64::MAX);
    let width = extent(rng);
    PixelRect::new(x, y, width, extent(rng))
}

/// `Domain.sceneBox(in:)` under edge bias: one box in seven anywhere,
/// else around the region.
fn scene_box(rng: &mut TestRng, region: &PixelRect) -> PixelRect {
    if rng.gen_range(0..7u32) >= 6 {
        return any_pixel_rect(rng);
    }
    let r = BoxRanges::new(region.width, region.height);
    let extents = [0, 1, r.width, r.height];
    let x = near_int(rng, -2 * r.width, 2 * r.width, &[0, r.width]);
    let y = near_int(rng, -2 * r.height, 2 * r.height, &[0, r.height]);
    let width = near_int(rng, -20, r.extent_upper, &extents);
    PixelRect::new(x, y, width, near_int(rng, -20, r.extent_upper, &extents))
}

impl Strategy for ClipInputs {
    type Tree = Drawn;
    type Value = ClipInput;

    fn new_tree(&self, runner: &mut TestRunner) -> NewTree<Self> {
        let rng = runner.rng();
        let region = self.region(rng);
        let scene_box = scene_box(rng, &region);
        Ok(Drawn(ClipInput { region, scene_box }))
    }
}

/// A drawn case: its own (only) value.
#[derive(Clone, Copy, Debug)]
pub struct Drawn(ClipInput);

impl ValueTree for Drawn {
    type Value = ClipInput;

    fn current(&self) -> ClipInput {
        self.0
    }

    fn simplify(&mut self) -> bool {
        false
    }

    fn complicate(&mut self) -> bool {
        false
    }
}

//! The usual proptest style: the same generator composed from proptest's
//! own strategies (`prop_oneof!`, ranges, `select`, `prop_map`,
//! `prop_flat_map`), branch for branch and weight for weight as the Swift
//! generators draw. Every value tree can shrink; the scene box depends on
//! the region, so it is a `prop_flat_map`, which builds the box's strategy
//! anew for every case.

use proptest::prelude::*;
use proptest::sample::select;

use crate::catalog::{pixel_regions, DEVICE_COUNT, ORIENTATIONS};
use crate::geometry::PixelRect;
use crate::integers::{edge_values, near_values, BoxRanges};
use crate::property::ClipInput;

/// `ChoiceSequence.int(in:)` under edge bias: one draw in four an edge
/// value, else uniform in the range.
fn biased_int(lower: i64, upper: i64) -> impl Strategy<Value = i64> {
    prop_oneof![
        3 => lower..=upper,
        1 => select(edge_values(lower, upper).as_slice().to_vec()),
    ]
}

/// `ChoiceSequence.int(in:near:)`: a value near a boundary one draw in
/// three (when one is in range), else `biased_int`.
fn near_int(lower: i64, upper: i64, boundaries: &[i64]) -> BoxedStrategy<i64> {
    let near = near_values(lower, upper, boundaries).as_slice().to_vec();
    if near.is_empty() {
        return biased_int(lower, upper).boxed();
    }
    prop_oneof![1 => select(near), 2 => biased_int(lower, upper)].boxed()
}

/// `Domain.pixelRegion` under edge bias: 2 in 6 catalog, 3 in 6 invented,
/// 1 in 6 near `i64::MAX`.
fn pixel_region() -> impl Strategy<Value = PixelRect> {
    let catalog = pixel_regions();
    prop_oneof![
        2 => (0..DEVICE_COUNT, 0..ORIENTATIONS)
            .prop_map(move |(device, orientation)| catalog[device * ORIENTATIONS + orientation]),
        3 => (biased_int(0, 300), biased_int(0, 300), biased_int(1, 3000), biased_int(1, 3000))
            .prop_map(|(x, y, width, height)| PixelRect::new(x, y, width, height)),
        1 => biased_int(1, 1000)
            .prop_map(|size| PixelRect::new(i64::MAX - size, i64::MAX - size, size, size)),
    ]
}

/// `Domain.anyPixelRect`: anywhere, extents mostly `0..=4096`, one in five
/// any `i64`.
fn any_pixel_rect() -> impl Strategy<Value = PixelRect> {
    let extent = || prop_oneof![4 => biased_int(0, 4096), 1 => biased_int(i64::MIN, i64::MAX)];
    (
        biased_int(i64::MIN, i64::MAX),
        biased_int(i64::MIN, i64::MAX),
        extent(),
        extent(),
    )
        .prop_map(|(x, y, width, height)| PixelRect::new(x, y, width, height))
}

/// `Domain.sceneBox(in:)` under edge bias: one box in seven anywhere,
/// else around the region.
fn scene_box(region: PixelRect) -> impl Strategy<Value = PixelRect> {
    let r = BoxRanges::new(region.width, region.height);
    let extents = [0, 1, r.width, r.height];
    let around = (
        near_int(-2 * r.width, 2 * r.width, &[0, r.width]),
        near_int(-2 * r.height, 2 * r.height, &[0, r.height]),
        near_int(-20, r.extent_upper, &extents),
        near_int(-20, r.extent_upper, &extents),
    )
        .prop_map(|(x, y, width, height)| PixelRect::new(x, y, width, height));
    prop_oneof![6 => around, 1 => any_pixel_rect()]
}

/// The case: a region, then a scene box drawn for it.
pub fn clip_inputs() -> impl Strategy<Value = ClipInput> {
    pixel_region().prop_flat_map(|region| {
        scene_box(region).prop_map(move |scene_box| ClipInput { region, scene_box })
    })
}

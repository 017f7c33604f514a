//! `clip.wellFormed` (Sources/SafeAreaInvariants/Invariants/ClipInvariants.swift):
//! the check and its four labels, tallied as the fuzzer tallies them.

use std::cell::Cell;

use proptest::prelude::*;
use proptest::test_runner::TestCaseResult;

use crate::geometry::{contains, exact_overlap, PixelRect};

/// A case: the safe region in screen pixels and the scene box relative to it.
#[derive(Clone, Copy, Debug)]
pub struct ClipInput {
    pub region: PixelRect,
    pub scene_box: PixelRect,
}

/// The property's labels, in the fuzzer's words.
pub const LABELS: [&str; 4] = [
    "box has no area",
    "box misses region",
    "region near Int.max",
    "offset overflows",
];

/// How many cases carried each of ``LABELS``. Cells, since proptest's
/// runner takes the test as `Fn`.
#[derive(Default)]
pub struct Tally {
    pub counts: [Cell<u64>; 4],
}

impl Tally {
    fn count(&self, label: usize, holds: bool) {
        if holds {
            self.counts[label].set(self.counts[label].get() + 1);
        }
    }
}

/// The property: the clip rect is `None` exactly when the box misses,
/// else a rectangle with area inside the region, equal to the exact
/// overlap unless the offset overflows `i64` (then only well-formedness).
pub fn check(input: ClipInput, tally: &Tally) -> TestCaseResult {
    let ClipInput { region, scene_box } = input;
    let (screen_x, x_overflows) = scene_box.x.overflowing_add(region.x);
    let (screen_y, y_overflows) = scene_box.y.overflowing_add(region.y);
    let clip = region.clip_rect(&scene_box);
    tally.count(0, scene_box.width <= 0 || scene_box.height <= 0);
    tally.count(1, clip.is_none());
    tally.count(2, region.x > i64::MAX / 2);
    if let Some(clip) = clip {
        prop_assert!(
            clip.width > 0 && clip.height > 0,
            "clip {:?} has no area",
            clip
        );
        prop_assert!(
            contains(&region, &clip),
            "clip {:?} escapes {:?}",
            clip,
            region
        );
    }
    if x_overflows || y_overflows {
        tally.count(3, true);
        return Ok(());
    }
    let screen_box = PixelRect::new(screen_x, screen_y, scene_box.width, scene_box.height);
    let expected = exact_overlap(&screen_box, &region);
    prop_assert_eq!(clip, expected);
    Ok(())
}

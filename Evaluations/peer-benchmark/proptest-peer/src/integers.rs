//! The value tables of the fuzzer's integer draws
//! (Sources/PropertyFuzzing/Generation/ChoiceSequence+Integers.swift),
//! shared by both styles: the edge values one draw in four takes, and the
//! values near a property's boundaries. Each is a short list on the stack
//! (the fuzzer keeps a bit mask): the hand-written style allocates nothing
//! per case.

/// Up to twelve values (four boundaries, three values each).
pub struct Values {
    items: [i64; 12],
    len: usize,
}

impl Values {
    fn new() -> Self {
        Values {
            items: [0; 12],
            len: 0,
        }
    }

    fn push(&mut self, value: i64) {
        self.items[self.len] = value;
        self.len += 1;
    }

    pub fn as_slice(&self) -> &[i64] {
        &self.items[..self.len]
    }
}

/// The edge values of `lower..=upper`: zero, one, minus one, the bounds,
/// one inside each bound and the middle, those in range, each once, in
/// that order (`IntegerChoices.EdgeValues`).
pub fn edge_values(lower: i64, upper: i64) -> Values {
    let lower_inside = if lower < i64::MAX { lower + 1 } else { lower };
    let upper_inside = if upper > i64::MIN { upper - 1 } else { upper };
    let middle = lower / 2 + upper / 2;
    let mut values = Values::new();
    for candidate in [0, 1, -1, lower, upper, lower_inside, upper_inside, middle] {
        if candidate >= lower && candidate <= upper && !values.as_slice().contains(&candidate) {
            values.push(candidate);
        }
    }
    values
}

/// Each boundary, one below and one above it (wrapping), those in range,
/// in that order; repeats kept, so a boundary listed twice weighs twice
/// (`IntegerChoices.NearValues`).
pub fn near_values(lower: i64, upper: i64, boundaries: &[i64]) -> Values {
    assert!(boundaries.len() <= 4, "at most four boundaries");
    let mut values = Values::new();
    for &boundary in boundaries {
        for candidate in [boundary, boundary.wrapping_sub(1), boundary.wrapping_add(1)] {
            if candidate >= lower && candidate <= upper {
                values.push(candidate);
            }
        }
    }
    values
}

/// The scene box's extents and its sides' ranges, from the region
/// (`Domain.sceneBox(in:)`): sides capped at 2^40, at least 1.
pub struct BoxRanges {
    pub width: i64,
    pub height: i64,
    /// `-20 ..= 3 * max(width, height)`.
    pub extent_upper: i64,
}

impl BoxRanges {
    pub fn new(region_width: i64, region_height: i64) -> Self {
        let width = region_width.clamp(1, 1 << 40);
        let height = region_height.clamp(1, 1 << 40);
        BoxRanges {
            width,
            height,
            extent_upper: 3 * width.max(height),
        }
    }
}

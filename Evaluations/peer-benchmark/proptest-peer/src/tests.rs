//! The port against the Swift side's documented answers: `cargo test
//! --offline` (in a copy, or with target/ and Cargo.lock ignored by git).

use crate::catalog::{pixel_regions, ORIENTATIONS};
use crate::geometry::{exact_overlap, PixelRect};
use crate::integers::{edge_values, near_values};

/// The clipRect examples of LineProtocol.md (ImplementationProtocol.docc):
/// box, region, answer.
#[test]
fn clip_rect_answers_as_the_line_protocol_documents() {
    const MAX: i64 = i64::MAX;
    let iphone = PixelRect::new(0, 186, 1206, 2334);
    let cases = [
        (
            PixelRect::new(0, 0, 10, 10),
            iphone,
            Some(PixelRect::new(0, 186, 10, 10)),
        ),
        (
            PixelRect::new(-5, -5, 10, 10),
            iphone,
            Some(PixelRect::new(0, 186, 5, 5)),
        ),
        (
            PixelRect::new(1200, 2330, 10, 10),
            iphone,
            Some(PixelRect::new(1200, 2516, 6, 4)),
        ),
        (PixelRect::new(1206, 0, 10, 10), iphone, None),
        (PixelRect::new(0, 0, -10, 10), iphone, None),
        (
            PixelRect::new(10, 10, MAX, MAX),
            PixelRect::new(MAX - 100, MAX - 100, 100, 100),
            Some(PixelRect::new(MAX - 90, MAX - 90, 90, 90)),
        ),
        (
            PixelRect::new(-MAX, -5, MAX, MAX),
            PixelRect::new(-100, 0, 200, 10),
            Some(PixelRect::new(-100, 0, 99, 10)),
        ),
    ];
    for (scene_box, region, answer) in cases {
        assert_eq!(
            region.clip_rect(&scene_box),
            answer,
            "box {scene_box:?} in {region:?}"
        );
    }
}

#[test]
fn exact_overlap_keeps_edges_past_the_limit_at_the_limit() {
    let a = PixelRect::new(i64::MAX - 10, 0, 100, 5);
    assert_eq!(
        exact_overlap(&a, &a),
        Some(PixelRect::new(i64::MAX - 10, 0, 10, 5))
    );
}

/// Device+Pixels.swift's example: the iPhone 16 Pro upright.
#[test]
fn catalog_region_of_the_iphone_16_pro_upright() {
    assert_eq!(
        pixel_regions()[9 * ORIENTATIONS],
        PixelRect::new(0, 186, 1206, 2334)
    );
}

#[test]
fn edge_values_are_distinct_and_in_range_in_order() {
    assert_eq!(edge_values(0, 300).as_slice(), &[0, 1, 300, 299, 150]);
    assert_eq!(edge_values(1, 1).as_slice(), &[1]);
    assert_eq!(
        edge_values(i64::MIN, i64::MAX).as_slice(),
        &[0, 1, -1, i64::MIN, i64::MAX, i64::MIN + 1, i64::MAX - 1]
    );
}

#[test]
fn near_values_keep_repeats_and_drop_values_out_of_range() {
    assert_eq!(
        near_values(-20, 30, &[0, 1, 10, 10]).as_slice(),
        &[0, -1, 1, 1, 0, 2, 10, 9, 11, 10, 9, 11]
    );
    assert_eq!(near_values(0, 5, &[0, 5]).as_slice(), &[0, 1, 5, 4]);
}

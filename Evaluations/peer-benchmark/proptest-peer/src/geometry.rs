//! The engine's `clipRect` (Sources/SafeAreaGeometry/Host/ClipRect.swift,
//! PixelRect.swift, PixelRect+Intersection.swift) and the property's
//! oracle (Sources/SafeAreaInvariants/Invariants/Oracle.swift), ported.

/// A pixel rectangle: origin and extents in whole pixels, any `i64` at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PixelRect {
    pub x: i64,
    pub y: i64,
    pub width: i64,
    pub height: i64,
}

impl PixelRect {
    pub const fn new(x: i64, y: i64, width: i64, height: i64) -> Self {
        PixelRect {
            x,
            y,
            width,
            height,
        }
    }

    fn is_empty(&self) -> bool {
        self.width <= 0 || self.height <= 0
    }

    /// One past the right-most column, saturating at `i64::MAX`.
    fn max_x(&self) -> i64 {
        self.x.saturating_add(self.width)
    }

    /// One past the bottom-most row, saturating at `i64::MAX`.
    fn max_y(&self) -> i64 {
        self.y.saturating_add(self.height)
    }

    /// The engine's intersection: edges saturate, `None` without a pixel.
    fn intersection(&self, other: &PixelRect) -> Option<PixelRect> {
        if self.is_empty() || other.is_empty() {
            return None;
        }
        let left = self.x.max(other.x);
        let top = self.y.max(other.y);
        let right = self.max_x().min(other.max_x());
        let bottom = self.max_y().min(other.max_y());
        if right <= left || bottom <= top {
            return None;
        }
        Some(PixelRect::new(
            left,
            top,
            right.saturating_sub(left),
            bottom.saturating_sub(top),
        ))
    }

    /// The engine's `region.clipRect(forSceneBox:)`: the box moved into the
    /// region's coordinates (saturating), intersected with the region.
    pub fn clip_rect(&self, scene_box: &PixelRect) -> Option<PixelRect> {
        let moved = PixelRect::new(
            scene_box.x.saturating_add(self.x),
            scene_box.y.saturating_add(self.y),
            scene_box.width,
            scene_box.height,
        );
        moved.intersection(self)
    }
}

/// The oracle's overlap in 128-bit integers, where no sum of edges
/// overflows (Oracle.overlap).
pub fn exact_overlap(a: &PixelRect, b: &PixelRect) -> Option<PixelRect> {
    if a.is_empty() || b.is_empty() {
        return None;
    }
    let left = (a.x as i128).max(b.x as i128);
    let top = (a.y as i128).max(b.y as i128);
    let right = (a.x as i128 + a.width as i128).min(b.x as i128 + b.width as i128);
    let bottom = (a.y as i128 + a.height as i128).min(b.y as i128 + b.height as i128);
    if right <= left || bottom <= top {
        return None;
    }
    let max = i64::MAX as i128;
    let x = i64::try_from(left).ok()?;
    let y = i64::try_from(top).ok()?;
    let width = i64::try_from(right.min(max) - left).ok()?;
    let height = i64::try_from(bottom.min(max) - top).ok()?;
    if width <= 0 || height <= 0 {
        return None;
    }
    Some(PixelRect::new(x, y, width, height))
}

/// Whether `inner` lies within `outer`, in exact arithmetic (Oracle.contains).
pub fn contains(outer: &PixelRect, inner: &PixelRect) -> bool {
    inner.x as i128 >= outer.x as i128
        && inner.y as i128 >= outer.y as i128
        && inner.x as i128 + inner.width as i128 <= outer.x as i128 + outer.width as i128
        && inner.y as i128 + inner.height as i128 <= outer.y as i128 + outer.height as i128
}

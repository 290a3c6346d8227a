//! The follow page's QR code on a printed score sheet (issue 32): the table's address with its code
//! ([`crate::publish::follow_link`]), drawn as filled squares at the sheet's bottom right. The links
//! come with the print request ([`super::pdf::Options::links`]): the codes are the director device's
//! secret, not the tournament's, and without a server there are none, so no QR is printed.

use super::pdf_draw::Canvas;

/// Draws the QR code of `(round, table)`'s link, if the request carries one, with its bottom right
/// corner at (`right`, `bottom`), `size` points wide (quiet zone included, on white).
pub fn table_qr(
    c: &mut Canvas,
    links: &[(u32, u32, String)],
    (round, table): (u32, u32),
    (right, bottom): (f32, f32),
    size: f32,
) {
    let Some((_, _, link)) = links.iter().find(|(r, t, _)| (*r, *t) == (round, table)) else {
        return;
    };
    let Some((width, dark)) = crate::qr::modules(link) else {
        return;
    };
    // Four modules of quiet zone on each side.
    let module = size / (width + 8) as f32;
    let (x0, y0) = (right - size, bottom - size);
    c.fill(x0, y0, size, size, 1.0);
    for (i, _) in dark.iter().enumerate().filter(|(_, d)| **d) {
        let (row, col) = (i / width, i % width);
        c.fill(
            x0 + (col + 4) as f32 * module,
            y0 + (row + 4) as f32 * module,
            // A hair wider, so neighbouring squares leave no white seam when printed.
            module + 0.05,
            module + 0.05,
            0.0,
        );
    }
}

//! The follow page's QR codes on a printed score sheet: on each player's line, the address
//! with that seat's code ([`crate::publish::follow_link`]), drawn as filled squares at the line's right.
//! A code claims its own seat only, so each player scans his own line. The links come with the print
//! request ([`super::pdf::Options::links`]): the codes are the director device's secret, not the
//! tournament's, and without a server there are none, so no QR is printed.

use super::pdf_draw::Canvas;

/// The side of the seats' QR codes on `(round, table)`'s sheet, in points: 0 when the request carries
/// no link for it.
pub fn seat_qr_size(
    links: &[(u32, u32, u32, String)],
    (round, table): (u32, u32),
    reduced: bool,
) -> f32 {
    if !links.iter().any(|(r, t, _, _)| (*r, *t) == (round, table)) {
        return 0.0;
    }
    if reduced {
        54.0
    } else {
        66.0
    }
}

/// Draws the QR code of `(round, table, seat)`'s link, if the request carries one, with its bottom
/// right corner at (`right`, `bottom`), `size` points wide (quiet zone included, on white).
pub fn seat_qr(
    c: &mut Canvas,
    links: &[(u32, u32, u32, String)],
    (round, table, seat): (u32, u32, u32),
    (right, bottom): (f32, f32),
    size: f32,
) {
    let Some((.., link)) = links
        .iter()
        .find(|(r, t, s, _)| (*r, *t, *s) == (round, table, seat))
    else {
        return;
    };
    let Some((width, dark)) = crate::qr::modules(link) else {
        return;
    };
    // Two modules of quiet zone on each side: the line's white around it makes the rest.
    let module = size / (width + 4) as f32;
    let (x0, y0) = (right - size, bottom - size);
    c.fill(x0, y0, size, size, 1.0);
    for (i, _) in dark.iter().enumerate().filter(|(_, d)| **d) {
        let (row, col) = (i / width, i % width);
        c.fill(
            x0 + (col + 2) as f32 * module,
            y0 + (row + 2) as f32 * module,
            // A hair wider, so neighbouring squares leave no white seam when printed.
            module + 0.05,
            module + 0.05,
            0.0,
        );
    }
}

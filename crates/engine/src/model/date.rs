//! Calendar dates as the model stores them (ISO `YYYY-MM-DD`), and as the workbooks write them: a
//! spreadsheet's day number (days since 1899-12-30) or the federation's `dd/mm/yyyy` text.

/// Days from 1970-01-01 to a civil date (Howard Hinnant's algorithm).
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = m as i64;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date of a day counted from 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        4 | 6 | 9 | 11 => 30,
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        _ => 31,
    }
}

/// `YYYY-MM-DD` of a real day between the years 1900 and 2199, else `None`.
fn iso(y: i64, m: u32, d: u32) -> Option<String> {
    ((1900..2200).contains(&y) && (1..=12).contains(&m) && d >= 1 && d <= days_in_month(y, m))
        .then(|| format!("{y:04}-{m:02}-{d:02}"))
}

/// The year, month and day of an ISO date the model holds; `None` for anything else.
pub fn ymd(text: &str) -> Option<(i64, u32, u32)> {
    let t = text.trim();
    let mut parts = t.splitn(3, '-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    iso(y, m, d).map(|_| (y, m, d))
}

/// Whether `text` is an ISO date of a real day.
pub fn is_iso_date(text: &str) -> bool {
    ymd(text).is_some()
}

/// A date as a person types it: `dd/mm/yyyy` (also `-` or `.` between, one-digit day and month) or
/// ISO `yyyy-mm-dd` (a time after it ignored). `None` for a text that is not a real day.
pub fn parse_date(text: &str) -> Option<String> {
    let t = text.trim();
    let day_part = t.split(['T', ' ']).next().unwrap_or(t);
    if let Some((y, m, d)) = ymd(day_part) {
        return iso(y, m, d);
    }
    let parts: Vec<&str> = t.split(['/', '-', '.']).collect();
    let [d, m, y] = parts.as_slice() else {
        return None;
    };
    if !(1..=2).contains(&d.len()) || !(1..=2).contains(&m.len()) || y.len() != 4 {
        return None;
    }
    iso(y.parse().ok()?, m.parse().ok()?, d.parse().ok()?)
}

/// The ISO date of a spreadsheet's day number (1 = 1900-01-01 in the 1900 system; the time of day
/// ignored). `None` for a number that is not a day between 1900 and 2199.
pub fn from_serial(serial: f64) -> Option<String> {
    if !serial.is_finite() || !(1.0..=200_000.0).contains(&serial) {
        return None;
    }
    // Day 0 is 1899-12-30 for every day after the spreadsheets' phantom 1900-02-29.
    let days = serial.floor() as i64 + days_from_civil(1899, 12, 30);
    let (y, m, d) = civil_from_days(days);
    iso(y, m, d)
}

/// The spreadsheet's day number of an ISO date.
pub fn to_serial(text: &str) -> Option<f64> {
    let (y, m, d) = ymd(text)?;
    Some((days_from_civil(y, m, d) - days_from_civil(1899, 12, 30)) as f64)
}

/// The ISO date of a moment given in milliseconds since 1970 (UTC).
pub fn from_unix_ms(ms: i64) -> String {
    let (y, m, d) = civil_from_days(ms.div_euclid(86_400_000));
    format!("{y:04}-{m:02}-{d:02}")
}

/// `dd/mm/yyyy`, as the federation's workbook shows a date; the text itself when it is not an ISO date.
pub fn day_first(text: &str) -> String {
    match ymd(text) {
        Some((y, m, d)) => format!("{d:02}/{m:02}/{y:04}"),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_as_people_write_them() {
        assert_eq!(parse_date("07/03/2025").as_deref(), Some("2025-03-07"));
        assert_eq!(parse_date("7-3-2025").as_deref(), Some("2025-03-07"));
        assert_eq!(parse_date("2025-03-07").as_deref(), Some("2025-03-07"));
        assert_eq!(
            parse_date("2025-03-07T10:00:00").as_deref(),
            Some("2025-03-07")
        );
        assert_eq!(parse_date("29/02/2024").as_deref(), Some("2024-02-29"));
        assert_eq!(parse_date("29/02/2025"), None);
        assert_eq!(parse_date("31/04/2025"), None);
        assert_eq!(parse_date("domenica"), None);
        assert_eq!(parse_date("12/2025"), None);
    }

    #[test]
    fn day_numbers_match_the_spreadsheets() {
        assert_eq!(from_serial(45_723.0).as_deref(), Some("2025-03-07"));
        assert_eq!(from_serial(45_723.75).as_deref(), Some("2025-03-07"));
        assert_eq!(to_serial("2025-03-07"), Some(45_723.0));
        assert_eq!(from_serial(61.0).as_deref(), Some("1900-03-01"));
        assert_eq!(from_serial(-3.0), None);
        assert_eq!(from_serial(f64::NAN), None);
        assert_eq!(from_unix_ms(1_741_305_600_000), "2025-03-07");
        assert_eq!(day_first("2025-03-07"), "07/03/2025");
    }
}

//! The worker's wire format: a [`Book`]'s cells as JSON, as the workbook worker sends them to the app, and
//! back.

use super::cells::{Book, Grid};
use crate::guard::ReadError;
use calamine::Data;
use serde::{Deserialize, Serialize};

impl Book {
    /// The cells as JSON, as the workbook worker sends them to the app.
    pub fn to_json(&self) -> String {
        let sheets: Vec<WireSheet> = self
            .sheets
            .iter()
            .map(|(name, grid)| WireSheet {
                name: name.clone(),
                cells: grid.as_ref().ok().map(|g| {
                    g.rows
                        .iter()
                        .flat_map(|(&r, row)| {
                            row.iter().map(move |(&c, d)| (r, c, WireCell::of(d)))
                        })
                        .collect()
                }),
                error: grid.as_ref().err().cloned(),
            })
            .collect();
        serde_json::to_string(&WireBook {
            sheets,
            meta: self.meta.clone(),
            names: self.names.clone(),
        })
        .unwrap_or_default()
    }

    /// The cells back from [`Book::to_json`].
    pub fn from_json(text: &str) -> Result<Book, String> {
        let book: WireBook = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let sheets = book
            .sheets
            .into_iter()
            .map(|s| {
                let grid = match (s.cells, s.error) {
                    (Some(cells), _) => {
                        let mut g = Grid::default();
                        for (r, c, d) in cells {
                            g.insert(r, c, d.data());
                        }
                        Ok(g)
                    }
                    (None, e) => Err(e.unwrap_or_default()),
                };
                (s.name, grid)
            })
            .collect();
        Ok(Book {
            sheets,
            meta: book.meta,
            names: book.names,
        })
    }
}

/// [`Book::to_json`]: the sheets' cells, then what the workbook keeps besides them.
#[derive(Serialize, Deserialize)]
struct WireBook {
    sheets: Vec<WireSheet>,
    #[serde(default)]
    meta: Vec<super::kept::SheetMeta>,
    #[serde(default)]
    names: Vec<(String, String)>,
}

/// A sheet in [`Book::to_json`].
#[derive(Serialize, Deserialize)]
struct WireSheet {
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cells: Option<Vec<(u32, u32, WireCell)>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<ReadError>,
}

/// A cell in [`Book::to_json`]: calamine's `Data`, numbers by their bits (JSON has no NaN). A date keeps
/// its serial number and whether it is a duration, all the importer reads of it.
#[derive(Serialize, Deserialize)]
enum WireCell {
    E,
    I(i64),
    F(u64),
    S(String),
    B(bool),
    D(u64, bool),
    Di(String),
    Du(String),
    X(String),
}

impl WireCell {
    fn of(d: &Data) -> WireCell {
        match d {
            Data::Int(i) => WireCell::I(*i),
            Data::Float(f) => WireCell::F(f.to_bits()),
            Data::String(s) => WireCell::S(s.clone()),
            Data::Bool(b) => WireCell::B(*b),
            Data::DateTime(dt) => WireCell::D(dt.as_f64().to_bits(), dt.is_duration()),
            Data::DateTimeIso(s) => WireCell::Di(s.clone()),
            Data::DurationIso(s) => WireCell::Du(s.clone()),
            Data::Error(e) => WireCell::X(format!("{e:?}")),
            Data::Empty => WireCell::E,
        }
    }

    fn data(self) -> Data {
        use calamine::{CellErrorType as E, ExcelDateTime, ExcelDateTimeType};
        match self {
            WireCell::I(i) => Data::Int(i),
            WireCell::F(f) => Data::Float(f64::from_bits(f)),
            WireCell::E => Data::Empty,
            WireCell::S(s) => Data::String(s),
            WireCell::B(b) => Data::Bool(b),
            WireCell::D(v, duration) => Data::DateTime(ExcelDateTime::new(
                f64::from_bits(v),
                if duration {
                    ExcelDateTimeType::TimeDelta
                } else {
                    ExcelDateTimeType::DateTime
                },
                false,
            )),
            WireCell::Di(s) => Data::DateTimeIso(s),
            WireCell::Du(s) => Data::DurationIso(s),
            WireCell::X(e) => Data::Error(match e.as_str() {
                "Div0" => E::Div0,
                "NA" => E::NA,
                "Name" => E::Name,
                "Null" => E::Null,
                "Num" => E::Num,
                "Ref" => E::Ref,
                "Value" => E::Value,
                _ => E::GettingData,
            }),
        }
    }
}

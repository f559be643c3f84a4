//! A plain-text dump of the whole database, for tests that must prove a command wrote
//! nothing ("compare the database before and after").
//!
//! It owns only this read-only listing; it must not be used to move data around, and its
//! format is for eyes and diffs, not for parsing.

use std::fmt::Write as _;

use super::sql::Value;
use super::{ReadTx, StoreError};

impl ReadTx<'_> {
    /// Every table of the bot's and every row, in a stable order, plus the schema
    /// version. Two databases of one backend with the same content give the same text.
    ///
    /// # Errors
    /// Database failures.
    pub fn dump(&self) -> Result<String, StoreError> {
        let mut out = format!("user_version {}\n", self.schema_version()?);
        for table in self.tables()? {
            let columns: Vec<String> = self.columns(&table)?.into_iter().map(|c| c.name).collect();
            let quoted = |name: &str| format!("\"{}\"", name.replace('"', "\"\""));
            let order: Vec<String> = (1..=columns.len()).map(|i| i.to_string()).collect();
            let _ = writeln!(out, "table {table} ({})", columns.join(", "));
            let listed: Vec<String> = columns.iter().map(|c| quoted(c)).collect();
            let sql =
                format!("SELECT {} FROM {} ORDER BY {}", listed.join(", "), quoted(&table), order.join(", "));
            for row in self.query(&sql, &[])? {
                let cells: Vec<String> = row.0.iter().map(cell).collect();
                let _ = writeln!(out, "  {}", cells.join(" | "));
            }
        }
        Ok(out)
    }
}

/// One value as the dump writes it (booleans as SQLite stores them).
fn cell(value: &Value) -> String {
    match value {
        Value::Null => "NULL".to_owned(),
        Value::Int(v) => v.to_string(),
        Value::Bool(v) => i64::from(*v).to_string(),
        Value::Real(v) => v.to_string(),
        Value::Text(v) => format!("{v:?}"),
        Value::Blob(v) => {
            v.iter().fold(String::from("x'"), |mut hex, byte| {
                let _ = write!(hex, "{byte:02x}");
                hex
            }) + "'"
        }
    }
}

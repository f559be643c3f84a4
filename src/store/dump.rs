//! A plain-text dump of the whole database, for tests that must prove a command wrote
//! nothing ("compare the database before and after").
//!
//! It owns only this read-only listing; it must not be used to move data around, and its
//! format is for eyes and diffs, not for parsing.

use std::fmt::Write as _;

use rusqlite::types::ValueRef;

use super::{ReadTx, StoreError};

impl ReadTx<'_> {
    /// Every table (except SQLite's own) and every row, in a stable order, plus the
    /// schema version. Two databases with the same content give the same text.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn dump(&self) -> Result<String, StoreError> {
        let conn = self.conn();
        let version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
        let mut out = format!("user_version {version}\n");
        let tables: Vec<String> = conn
            .prepare(
                "SELECT name FROM sqlite_schema \
                 WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
            )?
            .query_map([], |row| row.get(0))?
            .collect::<Result<_, _>>()?;
        for table in tables {
            let quoted = format!("\"{}\"", table.replace('"', "\"\""));
            let columns: Vec<String> = conn
                .prepare(&format!("SELECT * FROM {quoted}"))?
                .column_names()
                .into_iter()
                .map(str::to_owned)
                .collect();
            let order: Vec<String> = (1..=columns.len()).map(|i| i.to_string()).collect();
            let _ = writeln!(out, "table {table} ({})", columns.join(", "));
            let mut stmt = conn.prepare(&format!("SELECT * FROM {quoted} ORDER BY {}", order.join(", ")))?;
            let mut rows = stmt.query([])?;
            while let Some(row) = rows.next()? {
                let mut cells = Vec::with_capacity(columns.len());
                for i in 0..columns.len() {
                    cells.push(match row.get_ref(i)? {
                        ValueRef::Null => "NULL".to_owned(),
                        ValueRef::Integer(v) => v.to_string(),
                        ValueRef::Real(v) => v.to_string(),
                        ValueRef::Text(v) => format!("{:?}", String::from_utf8_lossy(v)),
                        ValueRef::Blob(v) => {
                            v.iter().fold(String::from("x'"), |mut hex, byte| {
                                let _ = write!(hex, "{byte:02x}");
                                hex
                            }) + "'"
                        }
                    });
                }
                let _ = writeln!(out, "  {}", cells.join(" | "));
            }
        }
        Ok(out)
    }
}

//! What a database holds, asked of the database itself: its tables, their columns and
//! whether each may be null, and the version of its schema. The two backends keep this
//! in different places (`sqlite_schema` and `pragma_table_info`, PostgreSQL's
//! `information_schema`), so both answers are written here, once; the dump and the test
//! that the two schemas have not drifted apart read them.

use super::{ReadTx, StoreError};

/// One column of a table.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct ColumnInfo {
    /// Its table.
    pub table: String,
    /// Its name.
    pub name: String,
    /// Whether it may hold null. A primary key's columns may not, on both backends.
    pub nullable: bool,
}

/// The tables each backend keeps for itself, not the bot's.
const OWN_TABLES: &[&str] = &["schema_version"];

impl ReadTx<'_> {
    /// The bot's tables, by name.
    ///
    /// # Errors
    /// Database failures.
    pub fn tables(&self) -> Result<Vec<String>, StoreError> {
        let sql = if self.on_postgres() {
            "SELECT table_name FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1"
        } else {
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY 1"
        };
        let mut tables = Vec::new();
        for row in self.query(sql, &[])? {
            let table: String = row.get(0)?;
            if !OWN_TABLES.contains(&table.as_str()) {
                tables.push(table);
            }
        }
        Ok(tables)
    }

    /// The columns of `table`, in their order.
    ///
    /// # Errors
    /// Database failures.
    pub fn columns(&self, table: &str) -> Result<Vec<ColumnInfo>, StoreError> {
        let sql = if self.on_postgres() {
            "SELECT column_name, is_nullable = 'YES' FROM information_schema.columns \
             WHERE table_schema = current_schema() AND table_name = ?1 ORDER BY ordinal_position"
        } else {
            // SQLite lets a primary key other than a rowid hold null unless told not to;
            // the schema never stores one there, so it counts as not null, as in PostgreSQL.
            "SELECT name, \"notnull\" = 0 AND pk = 0 FROM pragma_table_info(?1) ORDER BY cid"
        };
        self.query(sql, &[&table])?
            .iter()
            .map(|row| Ok(ColumnInfo { table: table.to_owned(), name: row.get(0)?, nullable: row.get(1)? }))
            .collect()
    }

    /// The number of migrations the database has had.
    ///
    /// # Errors
    /// Database failures.
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        let sql = if self.on_postgres() {
            "SELECT version FROM schema_version"
        } else {
            "SELECT user_version FROM pragma_user_version"
        };
        self.query_one(sql, &[])?.get(0)
    }
}

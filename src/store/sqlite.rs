//! The SQLite side of the store's statements: [`Value`]s bound and read back through
//! `rusqlite`, with each statement prepared once per connection (`prepare_cached`).
//! Opening, migrating and guarding the file are in the store's root module and
//! [`super::file`].

use rusqlite::Transaction;
use rusqlite::types::{ToSqlOutput, ValueRef};

use super::StoreError;
use super::sql::{Row, Value};

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(match self {
            Value::Null => ToSqlOutput::Borrowed(ValueRef::Null),
            Value::Int(v) => ToSqlOutput::Borrowed(ValueRef::Integer(*v)),
            Value::Real(v) => ToSqlOutput::Borrowed(ValueRef::Real(*v)),
            Value::Text(v) => ToSqlOutput::Borrowed(ValueRef::Text(v.as_bytes())),
            Value::Blob(v) => ToSqlOutput::Borrowed(ValueRef::Blob(v)),
            Value::Bool(v) => ToSqlOutput::Borrowed(ValueRef::Integer((*v).into())),
        })
    }
}

/// A column as a value: SQLite's storage class decides the kind.
pub(super) fn value(cell: ValueRef<'_>) -> Value {
    match cell {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(v) => Value::Int(v),
        ValueRef::Real(v) => Value::Real(v),
        ValueRef::Text(v) => Value::Text(String::from_utf8_lossy(v).into_owned()),
        ValueRef::Blob(v) => Value::Blob(v.to_vec()),
    }
}

/// Runs `sql` and returns its rows.
pub(super) fn query(tx: &Transaction<'_>, sql: &str, params: &[Value]) -> Result<Vec<Row>, StoreError> {
    let mut stmt = tx.prepare_cached(sql)?;
    let columns = stmt.column_count();
    let mut rows = stmt.query(rusqlite::params_from_iter(params))?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        out.push(Row((0..columns).map(|i| row.get_ref(i).map(value)).collect::<Result<_, _>>()?));
    }
    Ok(out)
}

/// Runs `sql` and returns how many rows it changed.
pub(super) fn execute(tx: &Transaction<'_>, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
    let changed = tx.prepare_cached(sql)?.execute(rusqlite::params_from_iter(params))?;
    Ok(u64::try_from(changed).unwrap_or(u64::MAX))
}

//! What the store's queries pass and get back, the same for SQLite and PostgreSQL: a
//! parameter turns into a [`Value`], a result row is a list of them, read back with
//! [`Row::get`].
//!
//! The two drivers type values differently (SQLite has five storage classes and stores
//! booleans as integers; PostgreSQL checks every parameter against the column's type),
//! so the modules that hold the queries write one statement text each and speak only in
//! these values; each backend converts them at its edge ([`super::sqlite`],
//! [`super::postgres`]). Statements number their parameters `?1`, `?2`, … — SQLite's
//! `$N` would be a *named* parameter numbered by first appearance — and PostgreSQL gets
//! them rewritten to `$N` ([`numbered_for_postgres`]).

use super::{GameId, Status, StoreError};

/// One value crossing the store's edge, in either direction.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
    /// A boolean: an integer 0 or 1 to SQLite, a `BOOLEAN` to PostgreSQL.
    Bool(bool),
}

impl Value {
    /// The name of its kind, for a column read as something it is not.
    fn kind(&self) -> &'static str {
        match self {
            Self::Null => "null",
            Self::Int(_) => "integer",
            Self::Real(_) => "real",
            Self::Text(_) => "text",
            Self::Blob(_) => "blob",
            Self::Bool(_) => "boolean",
        }
    }
}

/// What a query may take as a parameter.
pub(crate) trait ToValue {
    /// The value sent.
    ///
    /// # Errors
    /// [`StoreError::Value`] for a number no column can hold (a `u64` past `i64::MAX`).
    fn to_value(&self) -> Result<Value, StoreError>;
}

impl<T: ToValue + ?Sized> ToValue for &T {
    fn to_value(&self) -> Result<Value, StoreError> {
        (**self).to_value()
    }
}

impl<T: ToValue> ToValue for Option<T> {
    fn to_value(&self) -> Result<Value, StoreError> {
        self.as_ref().map_or(Ok(Value::Null), ToValue::to_value)
    }
}

impl ToValue for i64 {
    fn to_value(&self) -> Result<Value, StoreError> {
        Ok(Value::Int(*self))
    }
}

impl ToValue for u32 {
    fn to_value(&self) -> Result<Value, StoreError> {
        Ok(Value::Int(i64::from(*self)))
    }
}

impl ToValue for u64 {
    fn to_value(&self) -> Result<Value, StoreError> {
        i64::try_from(*self)
            .map(Value::Int)
            .map_err(|_| StoreError::Value(format!("{self} is too large to store")))
    }
}

impl ToValue for usize {
    fn to_value(&self) -> Result<Value, StoreError> {
        u64::try_from(*self).unwrap_or(u64::MAX).to_value()
    }
}

impl ToValue for f64 {
    fn to_value(&self) -> Result<Value, StoreError> {
        Ok(Value::Real(*self))
    }
}

impl ToValue for bool {
    fn to_value(&self) -> Result<Value, StoreError> {
        Ok(Value::Bool(*self))
    }
}

impl ToValue for str {
    fn to_value(&self) -> Result<Value, StoreError> {
        Ok(Value::Text(self.to_owned()))
    }
}

impl ToValue for String {
    fn to_value(&self) -> Result<Value, StoreError> {
        Ok(Value::Text(self.clone()))
    }
}

impl ToValue for [u8] {
    fn to_value(&self) -> Result<Value, StoreError> {
        Ok(Value::Blob(self.to_vec()))
    }
}

impl ToValue for GameId {
    fn to_value(&self) -> Result<Value, StoreError> {
        Ok(Value::Int(self.0))
    }
}

impl ToValue for Status {
    fn to_value(&self) -> Result<Value, StoreError> {
        Ok(Value::Text(self.as_str().to_owned()))
    }
}

/// The parameters of one statement, as values.
pub(crate) fn values(params: &[&dyn ToValue]) -> Result<Vec<Value>, StoreError> {
    params.iter().map(|param| param.to_value()).collect()
}

/// What a column may be read as.
pub(crate) trait FromValue: Sized {
    /// The value read, or `None` when it is not of this kind.
    fn from_value(value: &Value) -> Option<Self>;
}

impl<T: FromValue> FromValue for Option<T> {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Null => Some(None),
            other => T::from_value(other).map(Some),
        }
    }
}

impl FromValue for i64 {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Int(v) => Some(*v),
            Value::Bool(v) => Some(i64::from(*v)),
            _ => None,
        }
    }
}

impl FromValue for u64 {
    fn from_value(value: &Value) -> Option<Self> {
        i64::from_value(value).and_then(|v| u64::try_from(v).ok())
    }
}

impl FromValue for u32 {
    fn from_value(value: &Value) -> Option<Self> {
        i64::from_value(value).and_then(|v| u32::try_from(v).ok())
    }
}

impl FromValue for bool {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Bool(v) => Some(*v),
            Value::Int(v) => Some(*v != 0),
            _ => None,
        }
    }
}

impl FromValue for f64 {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Real(v) => Some(*v),
            // SQLite keeps a REAL that is a whole number as an integer on the way out of
            // some expressions; the value is the same.
            #[allow(clippy::cast_precision_loss)]
            Value::Int(v) => Some(*v as f64),
            _ => None,
        }
    }
}

impl FromValue for String {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Text(v) => Some(v.clone()),
            _ => None,
        }
    }
}

impl FromValue for Vec<u8> {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Blob(v) => Some(v.clone()),
            _ => None,
        }
    }
}

impl FromValue for GameId {
    fn from_value(value: &Value) -> Option<Self> {
        i64::from_value(value).map(GameId)
    }
}

impl FromValue for Status {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Text(v) => v.parse().ok(),
            _ => None,
        }
    }
}

/// One result row.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Row(pub(crate) Vec<Value>);

impl Row {
    /// Column `index` (from 0) as a `T`.
    ///
    /// # Errors
    /// [`StoreError::Value`] when the row has no such column or it holds another kind
    /// of value: a query and its reader disagree, a bug.
    pub(crate) fn get<T: FromValue>(&self, index: usize) -> Result<T, StoreError> {
        let value = self.0.get(index).ok_or_else(|| StoreError::Value(format!("no column {index}")))?;
        T::from_value(value).ok_or_else(|| {
            StoreError::Value(format!(
                "column {index} holds {} {value:?}, not a {}",
                value.kind(),
                std::any::type_name::<T>()
            ))
        })
    }
}

/// `sql` with its `?N` parameters written `$N`, as PostgreSQL numbers them. The store's
/// statements hold no `?` inside quotes, so a plain scan is enough.
pub(crate) fn numbered_for_postgres(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '?' && chars.peek().is_some_and(char::is_ascii_digit) {
            out.push('$');
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_renumbered_for_postgres() {
        assert_eq!(
            numbered_for_postgres("SELECT ?2 || ?1 FROM t WHERE a = ?10 AND b IN ('x')"),
            "SELECT $2 || $1 FROM t WHERE a = $10 AND b IN ('x')"
        );
    }

    #[test]
    fn a_column_read_as_another_kind_is_an_error_not_a_default() {
        let row = Row(vec![Value::Text("x".into()), Value::Null, Value::Int(1)]);
        assert_eq!(row.get::<String>(0).expect("text"), "x");
        assert_eq!(row.get::<Option<i64>>(1).expect("null"), None);
        assert!(row.get::<bool>(2).expect("an integer boolean"));
        assert!(row.get::<i64>(0).is_err());
        assert!(row.get::<i64>(1).is_err(), "null is not a number");
        assert!(row.get::<i64>(3).is_err(), "no such column");
        assert!(u64::MAX.to_value().is_err());
    }
}

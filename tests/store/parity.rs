//! The two schemas cannot drift apart: a SQLite file and a PostgreSQL schema, each
//! migrated to the latest version, have the same tables, with the same columns in the
//! same order and the same nullability.

use carcassonne_bot::store::{ColumnInfo, Store, StoreError};

use crate::support::backends::TestDb;

fn schema(store: &mut Store) -> Vec<ColumnInfo> {
    store
        .read(|tx| {
            let mut all = Vec::new();
            for table in tx.tables()? {
                all.extend(tx.columns(&table)?);
            }
            Ok::<_, StoreError>(all)
        })
        .expect("the schema")
}

#[test]
fn sqlite_and_postgres_have_the_same_tables_columns_and_nullability() {
    let Some(postgres) = TestDb::postgres() else { return };
    let sqlite = schema(&mut TestDb::sqlite().store());
    let postgres = schema(&mut postgres.store());
    assert!(sqlite.len() > 40, "{sqlite:?}");
    let tables = |all: &[ColumnInfo]| {
        let mut tables: Vec<String> = all.iter().map(|c| c.table.clone()).collect();
        tables.dedup();
        tables
    };
    assert_eq!(tables(&sqlite), tables(&postgres), "the same tables");
    for (s, p) in sqlite.iter().zip(&postgres) {
        assert_eq!(s, p, "column {}.{} (SQLite first)", s.table, s.name);
    }
    assert_eq!(sqlite.len(), postgres.len());
}

/// A second connection finds the schema migrated and leaves it; a database migrated by
/// a newer bot is refused by name.
#[test]
fn a_migrated_postgres_schema_is_opened_again_and_a_newer_one_refused() {
    let Some(db) = TestDb::postgres() else { return };
    let first = db.store().read(|tx| tx.schema_version()).expect("version");
    assert_eq!(first, i64::try_from(carcassonne_bot::store::postgres::MIGRATIONS.len()).expect("small"));
    assert_eq!(db.store().read(|tx| tx.schema_version()).expect("again"), first);
    let carcassonne_bot::store::Database::Postgres(url) = db.database() else { unreachable!() };
    let mut client = postgres::Client::connect(&url, postgres::NoTls).expect("connect");
    client.batch_execute("UPDATE schema_version SET version = version + 1").expect("from the future");
    let refused = Store::connect(&db.database()).expect_err("newer");
    assert!(matches!(refused, StoreError::NewerSchema { .. }), "{refused}");
    assert!(refused.to_string().contains("upgrade the bot"), "{refused}");
}

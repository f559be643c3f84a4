//! The README's command table is the table of verbs, rendered; `UPDATE_README=1`
//! rewrites it after a verb changes.

use carcassonne_bot::service::verbs;

const START: &str = "<!-- verbs:start -->\n";
const END: &str = "<!-- verbs:end -->";

#[test]
fn the_readme_lists_the_table_of_verbs() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
    let readme = std::fs::read_to_string(path).unwrap();
    let start = readme.find(START).expect("the README marks the verbs table") + START.len();
    let end = readme.find(END).expect("the README marks the end of the verbs table");
    let table = verbs::readme_table();
    if std::env::var_os("UPDATE_README").is_some() {
        std::fs::write(path, format!("{}{table}{}", &readme[..start], &readme[end..])).unwrap();
        return;
    }
    assert_eq!(&readme[start..end], table, "run `UPDATE_README=1 cargo test --test readme`");
}

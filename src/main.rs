//! Entry point: parse the command line, hand over to a front end.

fn main() {
    println!("carcassonne-bot: nothing here yet");
}

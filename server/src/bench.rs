//! The load benchmark (filled in below).

#[derive(Debug, clap::Args)]
pub struct BenchArgs {}

pub async fn run(_args: BenchArgs) -> Result<(), String> {
    Err("not yet".into())
}

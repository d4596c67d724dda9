//! The `warpsim` command-line tool.

mod cli;

use clap::Parser;

/// Logs go to stderr, filtered by RUST_LOG (default: warnings), as text or JSON lines.
fn init_logging(format: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).with_target(true);
    if format == "json" {
        builder.json().init();
    } else {
        builder.with_ansi(false).without_time().init();
    }
}

fn main() -> std::process::ExitCode {
    // Rust ignores SIGPIPE, so printing into a closed pipe (`warpsim presets | head -1`) made
    // println! panic; with the default action the process ends quietly, as Unix tools do.
    #[cfg(unix)]
    // SAFETY: sets a signal disposition at start-up, before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let args = cli::Cli::parse();
    init_logging(&args.log_format);
    match cli::run(args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::from(2)
        }
    }
}

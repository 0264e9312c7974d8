//! A status line on stderr (`@f: trial 3 of 10, 12 s`) while an entry runs for longer than
//! two seconds, redrawn in place and erased before the next result line; only when stderr
//! is a terminal, so logs, pipes and lit tests see none of it. AXE_RUN_PROGRESS_AFTER_MS
//! changes the two seconds (the lit test sets it to 0 under a pseudo-terminal).

use std::{
    io::{IsTerminal, Write},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

struct Status {
    /// What runs now (`@f: trial 3 of 10`); empty between entries.
    label: String,
    since: Instant,
    /// How long an entry runs before its line is drawn.
    after: Duration,
    /// Whether a line is on the terminal, to be erased.
    shown: bool,
}

impl Status {
    /// Draws the line once the entry has run for `after`.
    fn draw(&mut self) {
        let elapsed = self.since.elapsed();
        if !self.label.is_empty() && elapsed >= self.after {
            eprint!("\r\x1b[K{}, {} s", self.label, elapsed.as_secs());
            let _ = std::io::stderr().flush();
            self.shown = true;
        }
    }
}

pub struct Progress {
    status: Arc<Mutex<Status>>,
}

impl Progress {
    /// A progress line drawn by a background thread, or `None` when stderr is not a terminal.
    pub fn on_terminal() -> Option<Progress> {
        if !std::io::stderr().is_terminal() {
            return None;
        }
        let after = std::env::var("AXE_RUN_PROGRESS_AFTER_MS")
            .ok()
            .and_then(|v| v.parse().ok())
            .map_or(Duration::from_secs(2), Duration::from_millis);
        let status = Arc::new(Mutex::new(Status {
            label: String::new(),
            since: Instant::now(),
            after,
            shown: false,
        }));
        let shared = Arc::clone(&status);
        // Redraws the seconds while one trial runs long.
        thread::spawn(move || loop {
            thread::sleep(Duration::from_millis(250));
            let Ok(mut s) = shared.lock() else { return };
            s.draw();
        });
        Some(Progress { status })
    }

    /// An entry starts: its clock starts.
    pub fn begin(&self, label: String) {
        if let Ok(mut s) = self.status.lock() {
            s.label = label;
            s.since = Instant::now();
            s.draw();
        }
    }

    /// The same entry goes on (a new trial): the clock keeps running.
    pub fn update(&self, label: String) {
        if let Ok(mut s) = self.status.lock() {
            s.label = label;
            s.draw();
        }
    }

    /// Erases the line (call before printing a result) and stops drawing until `begin`.
    pub fn clear(&self) {
        if let Ok(mut s) = self.status.lock() {
            if s.shown {
                eprint!("\r\x1b[K");
                let _ = std::io::stderr().flush();
            }
            s.label.clear();
            s.shown = false;
        }
    }
}

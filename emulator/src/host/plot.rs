//! SVG line charts for sweeps and reports.
//!
//! Written here rather than with plotters: plotters lays text out through a font backend
//! (system fonts or a bundled font), which is fragile on headless CI machines; an SVG that
//! leaves text to the viewer needs neither, and a line chart is a hundred lines.

use std::fmt::Write as _;

/// One line of a chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub name: String,
    /// (x, y) points, drawn in x order.
    pub points: Vec<(f64, f64)>,
}

const W: f64 = 720.0;
const H: f64 = 440.0;
const LEFT: f64 = 80.0;
const RIGHT: f64 = 170.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 60.0;
const COLORS: &[&str] =
    &["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"];

/// Escapes text for SVG text content and attribute values.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// About five round tick values covering [lo, hi].
fn ticks(lo: f64, hi: f64) -> Vec<f64> {
    let span = (hi - lo).max(f64::MIN_POSITIVE);
    let raw = span / 5.0;
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0].iter().map(|m| m * mag).find(|s| span / s <= 6.0).unwrap_or(mag * 10.0);
    let mut t = (lo / step).ceil() * step;
    let mut out = Vec::new();
    while t <= hi + step * 1e-9 {
        out.push(t);
        t += step;
    }
    out
}

fn label(v: f64) -> String {
    if v != 0.0 && (v.abs() >= 1e6 || v.abs() < 1e-3) {
        format!("{v:.2e}")
    } else if v.fract() == 0.0 {
        format!("{}", v as i64)
    } else {
        format!("{v:.3}").trim_end_matches('0').to_string()
    }
}

/// Tick values covering [lo, hi] (both above 0) on a logarithmic axis: the powers of ten, and
/// where they are fewer than three, 2 and 5 times them too.
fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
    let (first, last) = (lo.log10().floor() as i32, hi.log10().ceil() as i32);
    let within = |t: &f64| *t >= lo * (1.0 - 1e-9) && *t <= hi * (1.0 + 1e-9);
    let decades: Vec<f64> = (first..=last).map(|k| 10f64.powi(k)).filter(within).collect();
    if decades.len() >= 3 {
        return decades;
    }
    (first..=last).flat_map(|k| [1.0, 2.0, 5.0].map(|m| m * 10f64.powi(k))).filter(within).collect()
}

/// Which of a chart's axes are logarithmic.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scales {
    pub log_x: bool,
    pub log_y: bool,
}

/// A line chart of `series` with labelled axes and a legend.
pub fn line_chart(title: &str, x_label: &str, y_label: &str, series: &[Series]) -> String {
    line_chart_scaled(title, x_label, y_label, series, Scales::default())
}

/// `line_chart` with either axis logarithmic (`scales`): there, points at or below 0 are left
/// out (the caller says so: `sweep::Plot`) and the ticks are powers of ten.
pub fn line_chart_scaled(title: &str, x_label: &str, y_label: &str, series: &[Series], scales: Scales) -> String {
    let drawn = |&(x, y): &(f64, f64)| {
        x.is_finite() && y.is_finite() && (!scales.log_x || x > 0.0) && (!scales.log_y || y > 0.0)
    };
    let all: Vec<(f64, f64)> = series.iter().flat_map(|s| s.points.iter().copied()).filter(drawn).collect();
    let (mut x0, mut x1) = all.iter().fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.0), b.max(p.0)));
    let (mut y0, mut y1) = all.iter().fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.1), b.max(p.1)));
    if all.is_empty() {
        let unit = |log: bool| if log { (1.0, 10.0) } else { (0.0, 1.0) };
        ((x0, x1), (y0, y1)) = (unit(scales.log_x), unit(scales.log_y));
    }
    // A linear axis of values, or a logarithmic one (its positions are the values' logarithms).
    let widen = |lo: &mut f64, hi: &mut f64, log: bool| {
        if log && *hi <= *lo {
            (*lo, *hi) = (*lo / 2.0, *hi * 2.0);
        } else if *hi <= *lo {
            *hi = *lo + 1.0;
        }
    };
    if !scales.log_y {
        y0 = y0.min(0.0);
    }
    widen(&mut x0, &mut x1, scales.log_x);
    widen(&mut y0, &mut y1, scales.log_y);
    let at = |v: f64, log: bool| if log { v.log10() } else { v };
    let (pw, ph) = (W - LEFT - RIGHT, H - TOP - BOTTOM);
    let (lx0, lx1, ly0, ly1) = (at(x0, scales.log_x), at(x1, scales.log_x), at(y0, scales.log_y), at(y1, scales.log_y));
    let sx = |x: f64| LEFT + (at(x, scales.log_x) - lx0) / (lx1 - lx0) * pw;
    let sy = |y: f64| TOP + ph - (at(y, scales.log_y) - ly0) / (ly1 - ly0) * ph;
    let ticks_of = |lo: f64, hi: f64, log: bool| if log { log_ticks(lo, hi) } else { ticks(lo, hi) };
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(s, r#"<rect width="{W}" height="{H}" fill="white"/>"#);
    let _ = writeln!(
        s,
        r#"<text x="{}" y="22" text-anchor="middle" font-size="15">{}</text>"#,
        LEFT + pw / 2.0,
        escape(title)
    );
    for t in ticks_of(x0, x1, scales.log_x) {
        let x = sx(t);
        let _ = writeln!(
            s,
            r##"<line x1="{x:.1}" y1="{TOP}" x2="{x:.1}" y2="{:.1}" stroke="#eee"/><text x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"##,
            TOP + ph,
            TOP + ph + 18.0,
            label(t)
        );
    }
    for t in ticks_of(y0, y1, scales.log_y) {
        let y = sy(t);
        let _ = writeln!(
            s,
            r##"<line x1="{LEFT}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#eee"/><text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"##,
            LEFT + pw,
            LEFT - 6.0,
            y + 4.0,
            label(t)
        );
    }
    let _ = writeln!(s, r##"<rect x="{LEFT}" y="{TOP}" width="{pw}" height="{ph}" fill="none" stroke="#333"/>"##);
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
        LEFT + pw / 2.0,
        H - 14.0,
        escape(x_label)
    );
    let _ = writeln!(
        s,
        r#"<text x="18" y="{:.1}" text-anchor="middle" transform="rotate(-90 18 {:.1})">{}</text>"#,
        TOP + ph / 2.0,
        TOP + ph / 2.0,
        escape(y_label)
    );
    for (i, ser) in series.iter().enumerate() {
        let color = COLORS[i % COLORS.len()];
        let mut pts: Vec<(f64, f64)> = ser.points.iter().copied().filter(drawn).collect();
        pts.sort_by(|a, b| a.0.total_cmp(&b.0));
        let path: Vec<String> = pts.iter().map(|&(x, y)| format!("{:.1},{:.1}", sx(x), sy(y))).collect();
        let _ = writeln!(s, r#"<polyline fill="none" stroke="{color}" stroke-width="2" points="{}"/>"#, path.join(" "));
        for &(x, y) in &pts {
            let _ = writeln!(s, r#"<circle cx="{:.1}" cy="{:.1}" r="3" fill="{color}"/>"#, sx(x), sy(y));
        }
        let ly = TOP + 12.0 + i as f64 * 18.0;
        let lx = LEFT + pw + 14.0;
        let _ = writeln!(
            s,
            r#"<line x1="{lx}" y1="{ly}" x2="{}" y2="{ly}" stroke="{color}" stroke-width="2"/><text x="{}" y="{}">{}</text>"#,
            lx + 18.0,
            lx + 24.0,
            ly + 4.0,
            escape(&ser.name)
        );
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chart_has_a_line_and_legend_per_series() {
        let series = vec![
            Series { name: "gto".into(), points: vec![(1.0, 10.0), (2.0, 5.0), (4.0, 3.0)] },
            Series { name: "lrr & co".into(), points: vec![(1.0, 12.0), (2.0, 6.0)] },
        ];
        let svg = line_chart("cycles", "warps", "cycles", &series);
        assert!(svg.starts_with("<svg"));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<polyline").count(), 2);
        assert_eq!(svg.matches("<circle").count(), 5);
        assert!(svg.contains(">gto</text>") && svg.contains(">lrr &amp; co</text>"));
    }

    /// On a logarithmic axis a value's place is its logarithm's: 10 halfway between 1 and 100;
    /// the ticks are the powers of ten, and 2 and 5 times them over fewer than three decades.
    #[test]
    fn log_axes_place_values_by_their_logarithm() {
        assert_eq!(log_ticks(1.0, 1e4), vec![1.0, 10.0, 100.0, 1000.0, 1e4]);
        assert_eq!(log_ticks(3.0, 30.0), vec![5.0, 10.0, 20.0]);
        assert_eq!(log_ticks(1024.0, 1048576.0), vec![1e4, 1e5, 1e6]);
        let series = vec![Series { name: "a".into(), points: vec![(1.0, 5.0), (10.0, 5.0), (100.0, 5.0), (0.0, 5.0)] }];
        let svg = line_chart_scaled("t", "x", "y", &series, Scales { log_x: true, log_y: false });
        let cx: Vec<f64> = svg
            .lines()
            .filter(|l| l.starts_with("<circle"))
            .map(|l| l.split("cx=\"").nth(1).unwrap().split('"').next().unwrap().parse().unwrap())
            .collect();
        // The point at x = 0 has no place on the axis; the others are evenly spaced.
        assert_eq!(cx.len(), 3);
        assert!((cx[1] - cx[0] - (cx[2] - cx[1])).abs() < 0.2, "{cx:?}");
        assert!(svg.contains(">100</text>") && svg.contains(">10</text>"));
        // A linear chart of the same series keeps the point at 0.
        assert_eq!(line_chart("t", "x", "y", &series).matches("<circle").count(), 4);
    }

    #[test]
    fn ticks_are_round() {
        assert_eq!(ticks(0.0, 10.0), vec![0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
        assert_eq!(ticks(0.0, 1.0).len(), 6);
        let _ = line_chart("empty", "x", "y", &[]);
    }
}

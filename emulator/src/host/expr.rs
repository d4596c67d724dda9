//! Arithmetic expressions in scenarios: `"n + offset"`, `"ceil_div(n, threads)"`,
//! `"d_img.pitch / 8"`.
//!
//! Written here rather than taken from a crate (evalexpr, meval) because scenario sizes need
//! C's integer semantics exactly (truncating division, no silent float conversion) and errors
//! that point at the offending column; the grammar is a dozen lines.
//!
//! Grammar: `expr := term (('+'|'-') term)*`, `term := unary (('*'|'/'|'%') unary)*`,
//! `unary := '-' unary | atom`, `atom := number | name | name '(' args ')' | '(' expr ')'`.
//! Functions: `ceil_div(a, b)`, `align_up(a, b)`, `min(a, b)`, `max(a, b)`.

use std::collections::BTreeMap;
use std::fmt;

/// A scenario value: an integer or a float.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Int(i64),
    Float(f64),
}

impl Value {
    pub fn as_f64(self) -> f64 {
        match self {
            Value::Int(i) => i as f64,
            Value::Float(f) => f,
        }
    }

    /// The value as an integer, if it is one.
    pub fn as_int(self) -> Option<i64> {
        match self {
            Value::Int(i) => Some(i),
            Value::Float(_) => None,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(i) => write!(f, "{i}"),
            Value::Float(x) => write!(f, "{x:?}"),
        }
    }
}

impl serde::Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Value::Int(i) => s.serialize_i64(*i),
            Value::Float(f) => s.serialize_f64(*f),
        }
    }
}

/// Names an expression may use.
pub type Vars = BTreeMap<String, Value>;

/// An error with the 0-based character column where it was found.
#[derive(Clone, Debug, PartialEq)]
pub struct ExprError {
    pub column: usize,
    pub message: String,
}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    vars: &'a Vars,
    /// Parentheses, calls and unary minuses open around the current position (bounded, so a
    /// deeply nested expression is an error instead of overflowing the stack).
    depth: usize,
}

/// The most parentheses, calls and unary minuses one expression may nest.
pub const MAX_DEPTH: usize = 256;

/// `text` for an error message about its character `column`: whole when it is short, else the
/// part around that column with `...` where it is cut (an expression may be a file's worth).
pub fn excerpt(text: &str, column: usize) -> String {
    const WHOLE: usize = 64;
    const AROUND: usize = 24;
    let n = text.chars().count();
    if n <= WHOLE {
        return text.to_string();
    }
    let from = column.saturating_sub(AROUND).min(n.saturating_sub(2 * AROUND));
    let to = (from + 2 * AROUND).min(n);
    let mut out: String = text.chars().skip(from).take(to - from).collect();
    if from > 0 {
        out.insert_str(0, "...");
    }
    if to < n {
        out.push_str("...");
    }
    out
}

pub fn eval(text: &str, vars: &Vars) -> Result<Value, ExprError> {
    let mut p = Parser { chars: text.chars().collect(), pos: 0, vars, depth: 0 };
    let v = p.expr()?;
    p.skip_ws();
    if p.pos < p.chars.len() {
        return Err(p.err(format!("unexpected `{}`", p.chars[p.pos])));
    }
    Ok(v)
}

impl Parser<'_> {
    fn err(&self, message: String) -> ExprError {
        ExprError { column: self.pos, message }
    }

    fn skip_ws(&mut self) {
        while self.pos < self.chars.len() && self.chars[self.pos].is_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.chars.get(self.pos).copied()
    }

    /// Opens one level of nesting (a parenthesis, call or unary minus at `column`); the
    /// caller closes it (`depth -= 1`) once what it opened is parsed.
    fn nest(&mut self, column: usize) -> Result<(), ExprError> {
        if self.depth == MAX_DEPTH {
            return Err(ExprError { column, message: format!("nested more than {MAX_DEPTH} deep") });
        }
        self.depth += 1;
        Ok(())
    }

    fn expr(&mut self) -> Result<Value, ExprError> {
        let mut v = self.term()?;
        while let Some(op @ ('+' | '-')) = self.peek() {
            let at = self.pos;
            self.pos += 1;
            let r = self.term()?;
            v = arith(op, v, r).map_err(|m| ExprError { column: at, message: m })?;
        }
        Ok(v)
    }

    fn term(&mut self) -> Result<Value, ExprError> {
        let mut v = self.unary()?;
        while let Some(op @ ('*' | '/' | '%')) = self.peek() {
            let at = self.pos;
            self.pos += 1;
            let r = self.unary()?;
            v = arith(op, v, r).map_err(|m| ExprError { column: at, message: m })?;
        }
        Ok(v)
    }

    fn unary(&mut self) -> Result<Value, ExprError> {
        if self.peek() == Some('-') {
            let at = self.pos;
            self.nest(at)?;
            self.pos += 1;
            let v = self.unary();
            self.depth -= 1;
            return arith('-', Value::Int(0), v?).map_err(|m| ExprError { column: at, message: m });
        }
        self.atom()
    }

    fn atom(&mut self) -> Result<Value, ExprError> {
        let start = match self.peek() {
            None => return Err(self.err("expected a number, a name or `(`".into())),
            Some(_) => self.pos,
        };
        let c = self.chars[start];
        if c == '(' {
            self.nest(start)?;
            self.pos += 1;
            let v = self.expr()?;
            if self.peek() != Some(')') {
                return Err(self.err("expected `)`".into()));
            }
            self.pos += 1;
            self.depth -= 1;
            return Ok(v);
        }
        if c.is_ascii_digit() || c == '.' {
            while self.pos < self.chars.len()
                && (self.chars[self.pos].is_ascii_alphanumeric()
                    || matches!(self.chars[self.pos], '.' | '_')
                    || ((self.chars[self.pos] == '-' || self.chars[self.pos] == '+')
                        && matches!(self.chars[self.pos - 1], 'e' | 'E')))
            {
                self.pos += 1;
            }
            let text: String = self.chars[start..self.pos].iter().collect();
            let clean = text.replace('_', "");
            if let Some(hex) = clean.strip_prefix("0x") {
                return i64::from_str_radix(hex, 16)
                    .map(Value::Int)
                    .map_err(|_| ExprError { column: start, message: format!("bad number `{text}`") });
            }
            if let Ok(i) = clean.parse::<i64>() {
                return Ok(Value::Int(i));
            }
            return clean
                .parse::<f64>()
                .map(Value::Float)
                .map_err(|_| ExprError { column: start, message: format!("bad number `{text}`") });
        }
        if c.is_alphabetic() || c == '_' {
            while self.pos < self.chars.len()
                && (self.chars[self.pos].is_alphanumeric() || matches!(self.chars[self.pos], '_' | '.'))
            {
                self.pos += 1;
            }
            let name: String = self.chars[start..self.pos].iter().collect();
            if self.peek() == Some('(') {
                self.nest(start)?;
                self.pos += 1;
                let mut args = Vec::new();
                if self.peek() != Some(')') {
                    loop {
                        args.push(self.expr()?);
                        if self.peek() == Some(',') {
                            self.pos += 1;
                        } else {
                            break;
                        }
                    }
                }
                if self.peek() != Some(')') {
                    return Err(self.err("expected `)` after the arguments".into()));
                }
                self.pos += 1;
                self.depth -= 1;
                return call(&name, &args).map_err(|m| ExprError { column: start, message: m });
            }
            return self.vars.get(&name).copied().ok_or_else(|| {
                let known: Vec<&str> = self.vars.keys().map(String::as_str).collect();
                let hint = crate::config::hint(&name, &known);
                ExprError {
                    column: start,
                    message: format!("unknown name `{name}` ({hint}known: {})", known.join(", ")),
                }
            });
        }
        Err(self.err(format!("unexpected `{c}`")))
    }
}

fn arith(op: char, a: Value, b: Value) -> Result<Value, String> {
    Ok(match (a, b) {
        (Value::Int(x), Value::Int(y)) => Value::Int(
            match op {
                '+' => x.checked_add(y),
                '-' => x.checked_sub(y),
                '*' => x.checked_mul(y),
                '/' if y == 0 => return Err("division by zero".into()),
                '/' => x.checked_div(y),
                '%' if y == 0 => return Err("division by zero".into()),
                _ => x.checked_rem(y),
            }
            .ok_or("integer overflow")?,
        ),
        _ => {
            let (x, y) = (a.as_f64(), b.as_f64());
            Value::Float(match op {
                '+' => x + y,
                '-' => x - y,
                '*' => x * y,
                '/' => x / y,
                _ => x % y,
            })
        }
    })
}

fn call(name: &str, args: &[Value]) -> Result<Value, String> {
    let ints = || -> Result<(i64, i64), String> {
        match args {
            [Value::Int(a), Value::Int(b)] => Ok((*a, *b)),
            [_, _] => Err(format!("`{name}` takes integers")),
            _ => Err(format!("`{name}` takes two arguments")),
        }
    };
    match name {
        "ceil_div" => {
            let (a, b) = ints()?;
            if b <= 0 {
                return Err("ceil_div by a non-positive number".into());
            }
            Ok(Value::Int(a.div_euclid(b) + (a.rem_euclid(b) != 0) as i64))
        }
        "align_up" => {
            let (a, b) = ints()?;
            if b <= 0 {
                return Err("align_up to a non-positive number".into());
            }
            Ok(Value::Int((a + b - 1).div_euclid(b) * b))
        }
        "min" | "max" => match args {
            [a, b] => {
                let pick_a = if name == "min" { a.as_f64() <= b.as_f64() } else { a.as_f64() >= b.as_f64() };
                Ok(if pick_a { *a } else { *b })
            }
            _ => Err(format!("`{name}` takes two arguments")),
        },
        _ => {
            const FUNCTIONS: [&str; 4] = ["ceil_div", "align_up", "min", "max"];
            let hint = crate::config::hint(name, &FUNCTIONS);
            Err(format!("unknown function `{name}` ({hint}functions: {})", FUNCTIONS.join(", ")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars() -> Vars {
        [
            ("n".to_string(), Value::Int(1000)),
            ("t".to_string(), Value::Int(256)),
            ("d.pitch".to_string(), Value::Int(512)),
            ("x".to_string(), Value::Float(0.5)),
        ]
        .into()
    }

    #[test]
    fn integer_arithmetic_is_c_like() {
        assert_eq!(eval("n + 24", &vars()), Ok(Value::Int(1024)));
        assert_eq!(eval("ceil_div(n, t)", &vars()), Ok(Value::Int(4)));
        assert_eq!(eval("-7 / 2", &vars()), Ok(Value::Int(-3)));
        assert_eq!(eval("(n + t - 1) / t * t", &vars()), Ok(Value::Int(1024)));
        assert_eq!(eval("align_up(n, 512)", &vars()), Ok(Value::Int(1024)));
        assert_eq!(eval("d.pitch / 8", &vars()), Ok(Value::Int(64)));
        assert_eq!(eval("1_048_576", &vars()), Ok(Value::Int(1048576)));
        assert_eq!(eval("max(n, 2 * t)", &vars()), Ok(Value::Int(1000)));
    }

    #[test]
    fn nesting_is_bounded_without_overflowing_the_stack() {
        let nested = |open: &str, depth: usize| format!("{}1{}", open.repeat(depth), ")".repeat(depth));
        // At the bound: parentheses (each an `expr` inside the outer one) and calls evaluate.
        assert_eq!(eval(&nested("(", MAX_DEPTH), &vars()), Ok(Value::Int(1)));
        assert_eq!(eval(&nested("max(0, ", MAX_DEPTH), &vars()), Ok(Value::Int(1)));
        assert_eq!(eval(&format!("{}1", "-".repeat(MAX_DEPTH)), &vars()), Ok(Value::Int(1)));
        assert_eq!(eval(&format!("{}1", "-".repeat(MAX_DEPTH - 1)), &vars()), Ok(Value::Int(-1)));
        // Sequences are not nesting: the depth closes again after each.
        let flat = vec![nested("(", MAX_DEPTH); 3].join(" + ");
        assert_eq!(eval(&flat, &vars()), Ok(Value::Int(3)));
        // Past it, at depths that overflowed the stack before: an error at the parenthesis,
        // call or minus that opens one level too many.
        for depth in [MAX_DEPTH + 1, 20_000, 1_000_000] {
            let e = eval(&nested("(", depth), &vars()).unwrap_err();
            assert_eq!((e.column, e.message.as_str()), (MAX_DEPTH, "nested more than 256 deep"));
            let e = eval(&nested("min(1, ", depth), &vars()).unwrap_err();
            assert_eq!((e.column, e.message.as_str()), (MAX_DEPTH * 7, "nested more than 256 deep"));
            let e = eval(&format!("{}1", "-".repeat(depth)), &vars()).unwrap_err();
            assert_eq!((e.column, e.message.as_str()), (MAX_DEPTH, "nested more than 256 deep"));
        }
    }

    #[test]
    fn long_expressions_are_cut_around_the_error_in_messages() {
        assert_eq!(excerpt("n + 1", 2), "n + 1");
        let long = format!("{}x{}", "1 + ".repeat(30), " + 2".repeat(30));
        let x = long.find('x').unwrap();
        let cut = excerpt(&long, x);
        assert_eq!(cut, format!("...{}...", &long[x - 24..x + 24]));
        assert_eq!(excerpt(&long, 0), format!("{}...", &long[..48]));
        assert_eq!(excerpt(&long, long.len() + 5), format!("...{}", &long[long.len() - 48..]));
    }

    #[test]
    fn floats_mix_in() {
        assert_eq!(eval("x * 4", &vars()), Ok(Value::Float(2.0)));
        assert_eq!(eval("1e3", &vars()), Ok(Value::Float(1000.0)));
    }

    #[test]
    fn errors_point_at_columns() {
        let e = eval("n + m", &vars()).unwrap_err();
        assert_eq!(e.column, 4);
        assert!(e.message.starts_with("unknown name `m`"));
        assert_eq!(eval("n / 0", &vars()).unwrap_err().message, "division by zero");
        assert_eq!(eval("(n", &vars()).unwrap_err().message, "expected `)`");
        assert_eq!(eval("n n", &vars()).unwrap_err().column, 2);
        assert!(eval("9223372036854775807 + 1", &vars()).unwrap_err().message.contains("overflow"));
    }
}

// Reading a design's JSON into a Design (design.hpp): every field checked, every message naming
// the field by its path ("sides[1].tokens[0].start: no cell is marked 'Q'") and its line.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <cstdlib>
#include "design/design.hpp"
#include "design/design_bits.hpp"
#include "games/cop_number.hpp"
#include "games/cop_thief.hpp"
#include "io/grouped.hpp"
#include "io/input_error.hpp"
#include "io/json_value.hpp"
#include "io/text_bytes.hpp"

namespace whowins {

std::string Design::place_name(std::uint32_t place) const {
  if (!grid) return std::to_string(place);
  const std::uint32_t cell = cell_of_place[place];
  return "(" + std::to_string(cell / cols + 1) + ", " + std::to_string(cell % cols + 1) + ")";
}

namespace {

using Kind = JsonValue::Kind;

// One line, whatever the design's strings hold: control characters become '?'.
std::string one_line(std::string s) {
  for (char& c : s)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = '?';
  return s;
}

[[noreturn]] void fail(const JsonValue& v, const std::string& path, const std::string& message) {
  throw InputError(v.line(), one_line(path + ": " + message));
}

// An object whose members are all among `known`.
JsonValue object(const JsonValue& v, const std::string& path, std::initializer_list<std::string_view> known) {
  if (!v.is_object()) fail(v, path, "expected an object, found " + std::string(v.kind_words()));
  for (const auto& [key, value] : v.members()) {
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      std::string list;
      for (auto k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      fail(value, path + "." + std::string(key), "unknown field (known here: " + list + ")");
    }
  }
  return v;
}
JsonValue required(const JsonValue& obj, const std::string& path, std::string_view key) {
  const auto v = obj.find(key);
  if (!v) fail(obj, path, "the field \"" + std::string(key) + "\" is missing");
  return *v;
}
std::string field(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}
std::string index(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

std::string string_of(const JsonValue& v, const std::string& path) {
  if (!v.is_string()) fail(v, path, "expected a string, found " + std::string(v.kind_words()));
  return std::string(v.text());
}
std::int64_t integer_of(const JsonValue& v, const std::string& path, std::int64_t lo, std::int64_t hi) {
  if (!v.is_number() || !v.integral())
    fail(v, path, "expected a whole number, found " + std::string(v.is_number() ? "a fraction" : v.kind_words()));
  if (v.number() < static_cast<double>(lo) || v.number() > static_cast<double>(hi)) {
    char number[40];
    std::snprintf(number, sizeof number, "%.15g", v.number());
    fail(v, path, std::string(number) + " is out of range " + std::to_string(lo) + ".." + std::to_string(hi));
  }
  return static_cast<std::int64_t>(v.number());
}
bool bool_of(const JsonValue& v, const std::string& path) {
  if (!v.is_bool()) fail(v, path, "expected true or false, found " + std::string(v.kind_words()));
  return v.boolean();
}
JsonValue list_of(const JsonValue& v, const std::string& path) {
  if (!v.is_array()) fail(v, path, "expected a list, found " + std::string(v.kind_words()));
  return v;
}
std::string choice(const JsonValue& v, const std::string& path, std::initializer_list<std::string_view> words) {
  const std::string s = string_of(v, path);
  if (std::find(words.begin(), words.end(), s) == words.end()) {
    std::string list;
    for (auto w : words) list += (list.empty() ? "\"" : ", \"") + std::string(w) + "\"";
    fail(v, path, "unknown value \"" + s + "\" (one of " + list + ")");
  }
  return s;
}

constexpr std::uint32_t kMaxPlaces = 1u << 22;
constexpr std::uint32_t kMaxGridSide = 4096;

void read_board(Design& d, const JsonValue& root) {
  const JsonValue& b = object(required(root, "", "board"), "board", {"grid", "walls", "graph"});
  const auto grid = b.find("grid");
  const auto graph = b.find("graph");
  if (!!grid == !!graph) fail(b, "board", "give either \"grid\" or \"graph\"");
  if (grid) {
    std::string walls = "#*";
    if (const auto w = b.find("walls")) walls = string_of(*w, "board.walls");
    const JsonValue& rows = list_of(*grid, "board.grid");
    if (rows.items().empty()) fail(rows, "board.grid", "the grid has no row");
    if (rows.items().size() > kMaxGridSide)
      fail(rows, "board.grid", "more than " + std::to_string(kMaxGridSide) + " rows");
    d.grid = true;
    d.rows = static_cast<std::uint32_t>(rows.items().size());
    std::vector<std::string> text;
    auto row = rows.items().begin();
    for (std::size_t r = 0; r < rows.items().size(); ++r, ++row) {
      const std::string path = index("board.grid", r);
      text.push_back(string_of(*row, path));
      if (text.back().empty()) fail(*row, path, "an empty row");
      for (unsigned char c : text.back())
        if (c < 0x21 || c > 0x7E) fail(*row, path, "cells are printable ASCII characters without spaces");
      if (text.back().size() > kMaxGridSide) fail(*row, path, "more than " + std::to_string(kMaxGridSide) + " columns");
      if (r > 0 && text.back().size() != text[0].size())
        fail(*row, path,
             "has " + std::to_string(text.back().size()) + " cells where row 0 has " + std::to_string(text[0].size()) +
                 " (a ragged grid)");
    }
    d.cols = static_cast<std::uint32_t>(text[0].size());
    if (std::uint64_t{d.rows} * d.cols > kMaxPlaces)
      fail(rows, "board.grid", "more than " + std::to_string(kMaxPlaces) + " cells");
    d.place_of_cell.assign(std::size_t{d.rows} * d.cols, -1);
    for (std::uint32_t r = 0; r < d.rows; ++r)
      for (std::uint32_t c = 0; c < d.cols; ++c) {
        const char ch = text[r][c];
        if (walls.find(ch) != std::string::npos) continue;
        d.place_of_cell[std::size_t{r} * d.cols + c] = d.place_count++;
        d.cell_of_place.push_back(r * d.cols + c);
        d.letter.push_back(ch);
      }
    if (d.place_count == 0) fail(rows, "board.grid", "every cell is a wall");
    return;
  }
  if (b.find("walls")) fail(*b.find("walls"), "board.walls", "walls belong to a grid board");
  const JsonValue& g = object(*graph, "board.graph", {"n", "edges", "adjacency", "directed"});
  bool directed = false;
  if (const auto dv = g.find("directed")) directed = bool_of(*dv, "board.graph.directed");
  // Out-neighbour lists in CSR form, sorted, repeats merged; an undirected edge both ways.
  // Two passes over the edges as read — count (checking them), then fill — with no list of
  // pairs and no list per vertex, so memory stays a small multiple of the text. Repeats
  // between the first 4096 vertices are dropped as they come (a bit matrix); the others when
  // each list is sorted.
  std::vector<std::uint32_t> offset, flat, fill;
  std::uint32_t small = 0;
  std::vector<std::uint64_t> seen;
  auto first_time = [&](std::uint32_t a, std::uint32_t b) {
    if (a >= small || b >= small) return true;
    const std::uint64_t bit = std::uint64_t{a} * small + b, mask = std::uint64_t{1} << (bit & 63);
    if (seen[bit >> 6] & mask) return false;
    seen[bit >> 6] |= mask;
    return true;
  };
  auto start_pass = [&](std::uint32_t n) {
    small = std::min<std::uint32_t>(n, 4096);
    seen.assign((std::uint64_t{small} * small + 63) / 64, 0);
  };
  auto count = [&](std::uint32_t a, std::uint32_t b) {
    if (first_time(a, b)) ++offset[a + 1];
    if (!directed && first_time(b, a)) ++offset[b + 1];
  };
  auto put = [&](std::uint32_t a, std::uint32_t b) {
    if (first_time(a, b)) flat[fill[a]++] = b;
    if (!directed && first_time(b, a)) flat[fill[b]++] = a;
  };
  auto vertex = [](const JsonValue& v) { return static_cast<std::uint32_t>(v.number()); };
  const auto adjacency = g.find("adjacency");
  std::optional<JsonValue> edge_list;
  if (adjacency) {
    if (g.find("n") || g.find("edges")) fail(g, "board.graph", "give \"adjacency\" or \"n\" and \"edges\", not both");
    const JsonValue& lists = list_of(*adjacency, "board.graph.adjacency");
    if (lists.items().empty()) fail(lists, "board.graph.adjacency", "the graph has no vertex");
    if (lists.items().size() > kMaxPlaces)
      fail(lists, "board.graph.adjacency", "more than " + std::to_string(kMaxPlaces) + " vertices");
    const auto n = static_cast<std::uint32_t>(lists.items().size());
    offset.assign(n + 1, 0);
    start_pass(n);
    auto list_a = lists.items().begin();
    for (std::uint32_t a = 0; a < n; ++a, ++list_a) {
      const std::string path = index("board.graph.adjacency", a);
      const JsonValue& l = list_of(*list_a, path);
      auto to = l.items().begin();
      for (std::size_t k = 0; k < l.items().size(); ++k, ++to)
        count(a, static_cast<std::uint32_t>(integer_of(*to, index(path, k), 0, n - 1)));
    }
    d.place_count = n;
  } else {
    d.place_count =
        static_cast<std::uint32_t>(integer_of(required(g, "board.graph", "n"), "board.graph.n", 1, kMaxPlaces));
    const JsonValue& list = list_of(required(g, "board.graph", "edges"), "board.graph.edges");
    edge_list = list;
    offset.assign(d.place_count + 1, 0);
    start_pass(d.place_count);
    auto edge = list.items().begin();
    for (std::size_t k = 0; k < list.items().size(); ++k, ++edge) {
      const std::string path = index("board.graph.edges", k);
      const JsonValue& e = list_of(*edge, path);
      if (e.items().size() != 2) fail(e, path, "an edge is a list of two vertices [a, b]");
      const auto a = static_cast<std::uint32_t>(integer_of(e.items()[0], index(path, 0), 0, d.place_count - 1));
      count(a, static_cast<std::uint32_t>(integer_of(e.items()[1], index(path, 1), 0, d.place_count - 1)));
    }
  }
  // The second pass: every list filled in place, then sorted, its repeats merged, and moved down.
  for (std::uint32_t v = 0; v < d.place_count; ++v) offset[v + 1] += offset[v];
  flat.resize(offset[d.place_count]);
  fill.assign(offset.begin(), offset.end() - 1);
  start_pass(d.place_count);
  if (adjacency) {
    std::uint32_t a = 0;
    for (const JsonValue l : adjacency->items()) {
      for (const JsonValue b : l.items()) put(a, vertex(b));
      ++a;
    }
  } else {
    for (const JsonValue e : edge_list->items()) put(vertex(e.items()[0]), vertex(e.items()[1]));
  }
  std::vector<std::uint64_t>().swap(seen);
  std::vector<std::uint32_t>().swap(fill);
  std::uint32_t kept = 0;
  for (std::uint32_t v = 0; v < d.place_count; ++v) {
    const auto first = flat.begin() + offset[v], last = flat.begin() + offset[v + 1];
    std::sort(first, last);
    const auto end = std::unique(first, last);
    offset[v] = kept;
    kept = static_cast<std::uint32_t>(std::copy(first, end, flat.begin() + kept) - flat.begin());
  }
  offset[d.place_count] = kept;
  flat.resize(kept);
  flat.shrink_to_fit();
  d.letter.assign(d.place_count, '.');
  d.place_of_cell.assign(offset.begin(), offset.end());  // graph: reused as the CSR offsets
  d.cell_of_place = std::move(flat);                     // graph: reused as the CSR targets
}

// A set of places: a string of letters (grid), or a list of [row, col] (grid) or vertices.
// `unmarked_ok`: a letter that marks no cell is legal (an `on` end that never fires, docs/design.md);
// it is noted in d.notes. Elsewhere it is an error.
std::vector<std::uint8_t> read_places(Design& d, const JsonValue& v, const std::string& path,
                                      bool unmarked_ok = false) {
  std::vector<std::uint8_t> set(d.place_count, 0);
  if (v.is_string()) {
    if (!d.grid) fail(v, path, "letters name cells of a grid board; on a graph give a list of vertices");
    if (v.text().empty()) fail(v, path, "no letter given");
    for (char ch : v.text()) {
      bool any = false;
      for (std::uint32_t p = 0; p < d.place_count; ++p)
        if (d.letter[p] == ch) set[p] = 1, any = true;
      if (any) continue;
      if (!unmarked_ok) fail(v, path, "no cell is marked " + byte_words(static_cast<unsigned char>(ch)));
      d.notes.push_back(
          {v.line(), path,
           "no cell is marked " + byte_words(static_cast<unsigned char>(ch)) + ": this end never happens"});
    }
    return set;
  }
  const JsonValue& l = list_of(v, path);
  auto place = l.items().begin();
  for (std::size_t k = 0; k < l.items().size(); ++k, ++place) {
    const std::string item = index(path, k);
    if (d.grid) {
      const JsonValue& rc = list_of(*place, item);
      if (rc.items().size() != 2) fail(rc, item, "a cell is [row, col] (0-based)");
      const auto r = integer_of(rc.items()[0], index(item, 0), 0, d.rows - 1),
                 c = integer_of(rc.items()[1], index(item, 1), 0, d.cols - 1);
      const std::int64_t p = d.place_of_cell[r * d.cols + c];
      if (p < 0) fail(rc, item, "the cell [" + std::to_string(r) + ", " + std::to_string(c) + "] is a wall");
      set[p] = 1;
    } else {
      set[integer_of(*place, item, 0, d.place_count - 1)] = 1;
    }
  }
  return set;
}

// A rule of movement as read, before compiling: the key that says two rules are the same.
struct MoveSpec {
  std::vector<std::pair<int, int>> directions;  // grids: slide directions or leaper offsets
  bool leaper = false;
  std::uint32_t range = 1;  // 0: no limit
  bool stay = false;
  std::vector<std::uint8_t> forbid;
  DesignBlocked blocked = DesignBlocked::kNone;
  bool own_edges = false;  // graphs: `edges` replaces the board's
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
  auto key() const { return std::tie(directions, leaper, range, stay, forbid, blocked, own_edges, edges); }
};

MoveSpec read_moves(Design& d, const JsonValue& v, const std::string& path) {
  object(v, path, {"steps", "range", "stay", "forbid", "blocked", "edges"});
  MoveSpec m;
  m.forbid.assign(d.place_count, 0);
  if (const auto s = v.find("steps")) {
    const std::string sp = field(path, "steps");
    if (!d.grid)
      fail(*s, sp, "steps are for grid boards (on a graph a token moves along edges; \"range\" says how far)");
    if (s->is_string()) {
      const std::string name = choice(*s, sp, {"rook", "bishop", "queen", "king", "knight"});
      const std::vector<std::pair<int, int>> rook{{-1, 0}, {0, -1}, {0, 1}, {1, 0}},
          bishop{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
      if (name == "rook")
        m.directions = rook;
      else if (name == "bishop")
        m.directions = bishop;
      else if (name == "queen" || name == "king") {
        m.directions = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
        if (name == "king") m.range = 1;
      } else {
        m.directions = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
        m.leaper = true;
      }
    } else {
      const JsonValue& l = list_of(*s, sp);
      if (l.items().empty()) fail(l, sp, "give at least one [dr, dc] offset");
      auto offset = l.items().begin();
      for (std::size_t k = 0; k < l.items().size(); ++k, ++offset) {
        const std::string item = index(sp, k);
        const JsonValue& o = list_of(*offset, item);
        if (o.items().size() != 2) fail(o, item, "an offset is [dr, dc]");
        constexpr std::int64_t most = kMaxGridSide;  // signed: an offset may be negative
        const int dr = static_cast<int>(integer_of(o.items()[0], index(item, 0), -most, most));
        const int dc = static_cast<int>(integer_of(o.items()[1], index(item, 1), -most, most));
        if (dr == 0 && dc == 0) fail(o, item, "[0, 0] is not a move (use \"stay\": true for a pass)");
        m.directions.emplace_back(dr, dc);
      }
      std::sort(m.directions.begin(), m.directions.end());
      m.directions.erase(std::unique(m.directions.begin(), m.directions.end()), m.directions.end());
      m.leaper = true;
    }
    if (s->is_string() && s->text() == "king" && v.find("range"))
      fail(*v.find("range"), field(path, "range"), "a king moves one step: no range");
  } else if (d.grid) {
    fail(v, path,
         "the field \"steps\" is missing (\"rook\", \"bishop\", \"queen\", \"king\", \"knight\" or a list of [dr, dc] "
         "offsets)");
  }
  if (const auto r = v.find("range"))
    m.range = static_cast<std::uint32_t>(integer_of(*r, field(path, "range"), 0, 1u << 20));
  if (const auto s = v.find("stay")) m.stay = bool_of(*s, field(path, "stay"));
  if (const auto f = v.find("forbid")) m.forbid = read_places(d, *f, field(path, "forbid"));
  if (const auto b = v.find("blocked")) {
    const std::string w = choice(*b, field(path, "blocked"), {"none", "own", "all"});
    m.blocked = w == "none" ? DesignBlocked::kNone : w == "own" ? DesignBlocked::kOwn : DesignBlocked::kAll;
  }
  if (const auto e = v.find("edges")) {
    const std::string ep = field(path, "edges");
    if (d.grid) fail(*e, ep, "a token's own edges are for graph boards (on a grid give \"steps\")");
    const JsonValue& list = list_of(*e, ep);
    m.own_edges = true;
    auto item = list.items().begin();
    for (std::size_t k = 0; k < list.items().size(); ++k, ++item) {
      const std::string ip = index(ep, k);
      const JsonValue& pair = list_of(*item, ip);
      if (pair.items().size() != 2) fail(pair, ip, "an edge is a list of two vertices [a, b]");
      m.edges.emplace_back(static_cast<std::uint32_t>(integer_of(pair.items()[0], index(ip, 0), 0, d.place_count - 1)),
                           static_cast<std::uint32_t>(integer_of(pair.items()[1], index(ip, 1), 0, d.place_count - 1)));
    }
    std::sort(m.edges.begin(), m.edges.end());
    m.edges.erase(std::unique(m.edges.begin(), m.edges.end()), m.edges.end());
  }
  return m;
}

// The transpose of lists in CSR form over L places (every a -> b as b -> a), each list sorted
// (sources are visited in order).
void transpose(const std::vector<std::uint32_t>& offset, const std::vector<std::uint32_t>& to, std::uint32_t L,
               std::vector<std::uint32_t>& out_offset, std::vector<std::uint32_t>& out_to) {
  out_offset.assign(L + 1, 0);
  for (std::uint32_t b : to) ++out_offset[b + 1];
  for (std::uint32_t p = 0; p < L; ++p) out_offset[p + 1] += out_offset[p];
  out_to.resize(to.size());
  std::vector<std::uint32_t> at(out_offset.begin(), out_offset.end() - 1);
  for (std::uint32_t a = 0; a < L; ++a)
    for (std::uint32_t e = offset[a]; e < offset[a + 1]; ++e) out_to[at[to[e]]++] = a;
}

// The forward and reverse lists of a rule over every place.
DesignMoves compile_moves(const Design& d, const MoveSpec& m) {
  DesignMoves out;
  const std::uint32_t L = d.place_count;
  out.blocked = m.blocked;
  out.directions = m.directions;
  out.leaper = m.leaper;
  out.range = m.range;
  out.stay = m.stay;
  // Graphs: the rule's edges (the board's, or the token's own, directed); kept in the rule, with
  // their reverse, only where the moves are walked at each move (blocked) or the edges are its own.
  if (!d.grid && (m.own_edges || m.blocked != DesignBlocked::kNone)) {
    if (m.own_edges) {
      out.adjacency_offset.assign(L + 1, 0);
      for (auto [a, b] : m.edges) ++out.adjacency_offset[a + 1];
      for (std::uint32_t p = 0; p < L; ++p) out.adjacency_offset[p + 1] += out.adjacency_offset[p];
      out.adjacency.resize(m.edges.size());
      std::vector<std::uint32_t> at(out.adjacency_offset.begin(), out.adjacency_offset.end() - 1);
      for (auto [a, b] : m.edges) out.adjacency[at[a]++] = b;
    } else {
      out.adjacency_offset.assign(d.place_of_cell.begin(), d.place_of_cell.end());
      out.adjacency = d.cell_of_place;
    }
    if (m.blocked != DesignBlocked::kNone) {
      transpose(out.adjacency_offset, out.adjacency, L, out.reverse_adjacency_offset, out.reverse_adjacency);
    }
  }
  const bool own_graph = !out.adjacency_offset.empty();
  out.may_stand.resize(L);
  for (std::uint32_t p = 0; p < L; ++p) out.may_stand[p] = m.forbid[p] ? 0 : 1;
  out.forward_offset.assign(L + 1, 0);
  std::vector<std::uint32_t> dests, seen_at(L, UINT32_MAX), frontier, next;
  for (std::uint32_t p = 0; p < L; ++p) {
    dests.clear();
    if (m.stay && out.may_stand[p]) dests.push_back(p);
    if (d.grid) {
      const std::int64_t r0 = d.cell_of_place[p] / d.cols, c0 = d.cell_of_place[p] % d.cols;
      for (auto [dr, dc] : m.directions) {
        for (std::uint32_t k = 1; m.leaper ? k == 1 : (m.range == 0 || k <= m.range); ++k) {
          const std::int64_t r = r0 + std::int64_t{dr} * k, c = c0 + std::int64_t{dc} * k;
          if (r < 0 || c < 0 || r >= d.rows || c >= d.cols) break;
          const std::int64_t q = d.place_of_cell[r * d.cols + c];
          if (q < 0) break;  // a wall stops a slide (and is no leaper's target)
          if (out.may_stand[q]) dests.push_back(static_cast<std::uint32_t>(q));
        }
      }
    } else {
      // Every vertex within `range` edges (0: any reachable one), by breadth-first search.
      auto first_edge = [&](std::uint32_t u) -> std::int64_t {
        return own_graph ? out.adjacency_offset[u] : d.place_of_cell[u];
      };
      const auto& to = own_graph ? out.adjacency : d.cell_of_place;
      frontier.assign(1, p);
      seen_at[p] = p;
      for (std::uint32_t k = 1; !frontier.empty() && (m.range == 0 || k <= m.range); ++k) {
        next.clear();
        for (std::uint32_t u : frontier)
          for (std::int64_t e = first_edge(u); e < first_edge(u + 1); ++e) {
            const std::uint32_t w = to[e];
            // A self-loop edge is a move that stays (the start is otherwise never a target).
            if (w == p && u == p && out.may_stand[p]) dests.push_back(p);
            if (seen_at[w] == p) continue;
            seen_at[w] = p;
            next.push_back(w);
            if (out.may_stand[w]) dests.push_back(w);
          }
        std::swap(frontier, next);
      }
    }
    std::sort(dests.begin(), dests.end());
    dests.erase(std::unique(dests.begin(), dests.end()), dests.end());
    out.forward.insert(out.forward.end(), dests.begin(), dests.end());
    out.forward_offset[p + 1] = static_cast<std::uint32_t>(out.forward.size());
    out.max_forward = std::max(out.max_forward, static_cast<std::uint32_t>(dests.size()));
  }
  // Reverse lists: the transposed forward lists.
  transpose(out.forward_offset, out.forward, L, out.reverse_offset, out.reverse);
  return out;
}

std::uint32_t read_start(const Design& d, const JsonValue& v, const std::string& path) {
  if (v.is_string()) {
    if (!d.grid) fail(v, path, "a start on a graph is a vertex number");
    if (v.text().size() != 1) fail(v, path, "a start is one letter, [row, col] or a vertex number");
    std::int64_t found = -1;
    std::uint32_t count = 0;
    for (std::uint32_t p = 0; p < d.place_count; ++p)
      if (d.letter[p] == v.text()[0]) found = p, ++count;
    const std::string shown = byte_words(static_cast<unsigned char>(v.text()[0]));
    if (count == 0) fail(v, path, "no cell is marked " + shown);
    if (count > 1) fail(v, path, shown + " marks " + std::to_string(count) + " cells: a start needs exactly one");
    return static_cast<std::uint32_t>(found);
  }
  if (v.is_array()) {
    if (!d.grid) fail(v, path, "a start on a graph is a vertex number");
    if (v.items().size() != 2) fail(v, path, "a cell is [row, col] (0-based)");
    const auto r = integer_of(v.items()[0], index(path, 0), -(std::int64_t{1} << 40), std::int64_t{1} << 40);
    const auto c = integer_of(v.items()[1], index(path, 1), -(std::int64_t{1} << 40), std::int64_t{1} << 40);
    if (r < 0 || c < 0 || r >= d.rows || c >= d.cols)
      fail(v, path,
           "[" + std::to_string(r) + ", " + std::to_string(c) + "] is off the board (" + std::to_string(d.rows) +
               " × " + std::to_string(d.cols) + ")");
    const std::int64_t p = d.place_of_cell[r * d.cols + c];
    if (p < 0) fail(v, path, "[" + std::to_string(r) + ", " + std::to_string(c) + "] is a wall");
    return static_cast<std::uint32_t>(p);
  }
  if (v.is_number()) {
    if (d.grid) fail(v, path, "a start on a grid is a letter or [row, col]");
    return static_cast<std::uint32_t>(integer_of(v, path, 0, d.place_count - 1));
  }
  fail(v, path, "a start is a letter, [row, col] or a vertex number, found " + std::string(v.kind_words()));
}

int side_named(const Design& d, const JsonValue& v, const std::string& path, bool allow_draw = false) {
  const std::string s = string_of(v, path);
  for (int k = 0; k < 2; ++k)
    if (d.sides[k].name == s) return k;
  if (allow_draw && s == "draw") return -1;
  fail(v, path,
       "no side is named \"" + s + "\" (the sides are \"" + d.sides[0].name + "\" and \"" + d.sides[1].name + "\"" +
           (allow_draw ? ", or \"draw\"" : "") + ")");
}

std::uint64_t multisets(std::uint64_t L, int k) {  // C(L + k - 1, k), saturating
  long double c = 1;
  for (int i = 0; i < k; ++i) c = c * static_cast<long double>(L + i) / (i + 1);
  return c > 1e18L ? UINT64_MAX : static_cast<std::uint64_t>(std::llround(c));
}

// The side whose token is the police of docs/rules.md#police-and-thief when the design is police and thief,
// whoever wrote it (the shape, never a name): a grid, one token a side, one a queen step (or a
// king) with stay, the other a rook step with stay, neither with forbid or blocked; the ends
// `meet` → the police, then optionally the thief `on` some cells → the thief; endless play a
// draw; no limit. Else -1.
int cop_thief_shape(const Design& d, const std::vector<MoveSpec>& specs) {
  if (!d.grid || d.tokens.size() != 2 || d.sides[0].token_count != 1 || d.sides[1].token_count != 1) return -1;
  if (d.endless >= 0 || d.limit_plies) return -1;
  auto is = [&](const MoveSpec& m, std::size_t directions) {
    const bool free_everywhere = std::find(m.forbid.begin(), m.forbid.end(), 1) == m.forbid.end();
    std::set<std::pair<int, int>> dirs(m.directions.begin(), m.directions.end());
    bool unit = true;
    for (auto [dr, dc] : dirs)
      unit = unit && std::abs(dr) <= 1 && std::abs(dc) <= 1 && (directions == 8 || dr == 0 || dc == 0);
    return !m.leaper && m.range == 1 && m.stay && free_everywhere && m.blocked == DesignBlocked::kNone &&
           !m.own_edges && dirs.size() == directions && unit;
  };
  const MoveSpec& a = specs[d.tokens[0].moves];
  const MoveSpec& b = specs[d.tokens[1].moves];
  const int police = is(a, 8) && is(b, 4) ? 0 : is(b, 8) && is(a, 4) ? 1 : -1;
  if (police < 0) return -1;
  const int thief = 1 - police;
  if (d.ends.empty() || d.ends.size() > 2) return -1;
  if (d.ends[0].kind != DesignEnd::Kind::kMeet || d.ends[0].winner != police) return -1;
  if (d.ends.size() == 2 &&
      (d.ends[1].kind != DesignEnd::Kind::kOn || d.ends[1].side != thief || d.ends[1].winner != thief))
    return -1;
  return police;
}

// The side whose tokens are the cops of docs/rules.md#cops-and-robbers when the design is k cops and a robber: one
// side's 1 to CopsGame::kMaxCops (8) tokens one group moving all at once, the other side one token; both the same
// one-step rule with stay (no forbid, blocked or range past 1), the same moves as an undirected
// graph's (every move reversible); the ends only `meet` → the cops; endless play the robber's;
// no limit. Else -1.
int cops_rules_shape(const Design& d, const std::vector<MoveSpec>& specs) {
  if (d.limit_plies || d.ends.size() != 1 || d.ends[0].kind != DesignEnd::Kind::kMeet) return -1;
  const int cops = d.ends[0].winner, robber = 1 - cops;
  if (d.endless != robber) return -1;
  const DesignSide& cs = d.sides[cops];
  const DesignSide& rs = d.sides[robber];
  if (rs.token_count != 1 || cs.token_count < 1 || cs.token_count > CopsGame::kMaxCops) return -1;
  if (cs.token_count > 1 && cs.team != DesignTeam::kAll) return -1;
  const int rule = d.tokens[cs.first_token].moves;
  for (int t = cs.first_token; t < cs.first_token + cs.token_count; ++t)
    if (d.tokens[t].moves != rule) return -1;
  const MoveSpec& m = specs[rule];
  const MoveSpec& r = specs[d.tokens[rs.first_token].moves];
  for (const MoveSpec* x : {&m, &r})
    if (!x->stay || x->blocked != DesignBlocked::kNone ||
        std::find(x->forbid.begin(), x->forbid.end(), 1) != x->forbid.end() || (!x->leaper && x->range != 1) ||
        (!d.grid && x->range != 1))
      return -1;
  return cops;
}
// ... and the compiled moves: the same for both, each reversible.
int cops_shape(const Design& d, const std::vector<MoveSpec>& specs) {
  const int cops = cops_rules_shape(d, specs);
  if (cops < 0) return -1;
  const int rule = d.tokens[d.sides[cops].first_token].moves;
  const DesignSide& rs = d.sides[1 - cops];
  const DesignMoves& a = d.moves[rule];
  const DesignMoves& b = d.moves[d.tokens[rs.first_token].moves];
  if (a.forward_offset != b.forward_offset || a.forward != b.forward) return -1;
  for (std::uint32_t p = 0; p < d.place_count; ++p)
    for (std::uint32_t e = a.forward_offset[p]; e < a.forward_offset[p + 1]; ++e) {
      const std::uint32_t q = a.forward[e];
      if (!std::binary_search(a.forward.begin() + a.forward_offset[q], a.forward.begin() + a.forward_offset[q + 1], p))
        return -1;
    }
  return cops;
}

}  // namespace

std::string design_engine_forced() {
  const char* e = std::getenv("WHOWINS_DESIGN_ENGINE");
  return e ? e : "";
}

Design parse_design(std::string_view text, bool addressable) {
  check_utf8(text);  // docs/design.md: a text is UTF-8 (a byte-order mark is valid UTF-8: JSON refuses it)
  const JsonDocument doc = parse_json(text);
  const JsonValue root = doc.root();
  object(root, "design", {"name", "board", "sides", "first", "ends", "endless", "limit"});
  Design d;
  if (const auto n = root.find("name")) d.name = string_of(*n, "name");
  read_board(d, root);

  const JsonValue& sides = list_of(required(root, "", "sides"), "sides");
  if (sides.items().size() != 2)
    fail(sides, "sides", "a design has exactly two sides, found " + std::to_string(sides.items().size()));
  for (int k = 0; k < 2; ++k) {
    const std::string path = index("sides", k);
    const JsonValue& s = object(sides.items()[k], path, {"name", "tokens", "team", "stuck"});
    d.sides[k].name = string_of(required(s, path, "name"), field(path, "name"));
    if (d.sides[k].name.empty() || d.sides[k].name == "draw")
      fail(*s.find("name"), field(path, "name"), "a side needs a name other than \"\" and \"draw\"");
    if (k == 1 && d.sides[1].name == d.sides[0].name)
      fail(*s.find("name"), field(path, "name"), "both sides are named \"" + d.sides[0].name + "\"");
  }
  std::vector<MoveSpec> specs;
  for (int k = 0; k < 2; ++k) {
    const std::string path = index("sides", k);
    const JsonValue& s = sides.items()[k];
    DesignSide& side = d.sides[k];
    if (const auto t = s.find("team"))
      side.team = choice(*t, field(path, "team"), {"all", "one"}) == "all" ? DesignTeam::kAll : DesignTeam::kOne;
    if (const auto t = s.find("stuck")) {
      const std::string w = choice(*t, field(path, "stuck"), {"loses", "wins", "draw"});
      side.stuck = w == "loses" ? DesignStuck::kLoses : w == "wins" ? DesignStuck::kWins : DesignStuck::kDraw;
    }
    const JsonValue& tokens = list_of(required(s, path, "tokens"), field(path, "tokens"));
    if (tokens.items().empty() || tokens.items().size() > kDesignMaxTokensPerSide)
      fail(tokens, field(path, "tokens"),
           "a side has 1 to " + std::to_string(kDesignMaxTokensPerSide) + " tokens, found " +
               std::to_string(tokens.items().size()));
    if (d.tokens.size() + tokens.items().size() > kDesignMaxTokens)
      fail(tokens, field(path, "tokens"), "at most " + std::to_string(kDesignMaxTokens) + " tokens in all");
    // Read the side's tokens, then order them by rule so a group's tokens are consecutive.
    std::vector<std::pair<int, DesignToken>> read;
    for (std::size_t t = 0; t < tokens.items().size(); ++t) {
      const std::string tp = index(field(path, "tokens"), t);
      const JsonValue& tv = object(tokens.items()[t], tp, {"start", "moves"});
      MoveSpec spec = read_moves(d, required(tv, tp, "moves"), field(tp, "moves"));
      DesignToken token;
      token.side = k;
      token.original = static_cast<int>(t);
      token.start = read_start(d, required(tv, tp, "start"), field(tp, "start"));
      if (spec.forbid[token.start])
        fail(*tv.find("start"), field(tp, "start"), "the token starts on a cell it may not enter (its forbid)");
      int rule = -1;
      for (std::size_t r = 0; r < specs.size(); ++r)
        if (specs[r].key() == spec.key()) rule = static_cast<int>(r);
      if (rule < 0) {
        rule = static_cast<int>(specs.size());
        specs.push_back(std::move(spec));
      }
      token.moves = rule;
      read.emplace_back(rule, token);
    }
    std::stable_sort(read.begin(), read.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    side.first_token = static_cast<int>(d.tokens.size());
    side.token_count = static_cast<int>(read.size());
    for (std::size_t i = 0; i < read.size(); ++i) {
      if (i == 0 || read[i].first != read[i - 1].first) {
        DesignGroup g;
        g.side = k;
        g.first_token = static_cast<int>(d.tokens.size());
        d.groups.push_back(g);
      }
      read[i].second.group = static_cast<int>(d.groups.size() - 1);
      ++d.groups.back().size;
      d.tokens.push_back(read[i].second);
    }
  }
  d.first = side_named(d, required(root, "", "first"), "first");

  const JsonValue& ends = list_of(required(root, "", "ends"), "ends");
  auto end_k = ends.items().begin();
  for (std::size_t k = 0; k < ends.items().size(); ++k, ++end_k) {
    const std::string path = index("ends", k);
    const JsonValue& e = object(*end_k, path, {"when", "side", "cells", "winner"});
    DesignEnd end;
    end.kind = choice(required(e, path, "when"), field(path, "when"), {"meet", "on"}) == "meet" ? DesignEnd::Kind::kMeet
                                                                                                : DesignEnd::Kind::kOn;
    end.winner = side_named(d, required(e, path, "winner"), field(path, "winner"));
    if (end.kind == DesignEnd::Kind::kOn) {
      end.side = side_named(d, required(e, path, "side"), field(path, "side"));
      end.cells = read_places(d, required(e, path, "cells"), field(path, "cells"), /*unmarked_ok=*/true);
    } else {
      if (e.find("side"))
        fail(*e.find("side"), field(path, "side"),
             "\"meet\" takes no side (a token of either side on a token of the other)");
      if (e.find("cells")) fail(*e.find("cells"), field(path, "cells"), "\"meet\" takes no cells");
    }
    d.ends.push_back(std::move(end));
  }
  if (const auto e = root.find("endless")) d.endless = side_named(d, *e, "endless", true);
  if (const auto l = root.find("limit")) {
    object(*l, "limit", {"plies", "winner"});
    d.limit_plies =
        static_cast<std::uint32_t>(integer_of(required(*l, "limit", "plies"), "limit.plies", 1, 1'000'000'000));
    d.limit_winner = side_named(d, required(*l, "limit", "winner"), "limit.winner");
  }

  // The number of positions, checked against the budget before anything is allocated.
  long double count = 2;
  for (DesignGroup& g : d.groups) {
    g.radix = multisets(d.place_count, g.size);
    count *= static_cast<long double>(g.radix);
  }
  // A design of the cop-thief kernel's shape is solved bit-parallel (design_solve.hpp): its
  // budget is that solver's bytes, not the queue engine's.
  d.police_side = cop_thief_shape(d, specs);
  // The bit engine's token: what it needs of the rules (blocked, range) before they are compiled.
  for (const MoveSpec& m : specs) {
    DesignMoves shape;
    shape.blocked = m.blocked;
    shape.range = m.range;
    d.moves.push_back(std::move(shape));
  }
  d.bit_token = design_bit_token(d);
  if (design_engine_forced() == "queue") d.police_side = -1, d.bit_token = -1;  // the queue engine's budget
  if (!WHOWINS_DESIGN_KERNELS) d.police_side = -1;                              // (a module without the kernels)
  const long double bit_bytes =
      d.bit_token >= 0 ? static_cast<long double>(design_bit_bytes_per_position(d)) : 0;  // (reads the rules' shapes)
  d.moves.clear();
  // k cops and a robber as far as the rules say (cops_shape checks the compiled moves too): the
  // cops-and-robbers kernel's bytes (its arcs at most a rule's directions a place on a grid, the
  // board's edges on a graph), where that is less than the bit engine's.
  long double per_position = d.police_side >= 0 ? static_cast<long double>(kCopThiefBytesPerCellPair) / 2
                             : d.bit_token >= 0 ? bit_bytes
                                                : static_cast<long double>(kDesignBytesPerPosition);
  const int maybe_cops =
      WHOWINS_DESIGN_KERNELS && design_engine_forced().empty() && d.police_side < 0 ? cops_rules_shape(d, specs) : -1;
  if (maybe_cops >= 0) {
    const DesignSide& cs = d.sides[maybe_cops];
    const std::uint64_t L = d.place_count;
    const std::uint64_t arcs = d.grid ? L * specs[d.tokens[cs.first_token].moves].directions.size()
                                      : static_cast<std::uint64_t>(d.place_of_cell[L]);
    per_position = std::min(per_position, static_cast<long double>(CopsGame::bytes(L, arcs, cs.token_count)) / count);
  }
  // At most the budget's positions at `per` bytes each (and 2^31 where positions are read one by one).
  const auto check_budget = [&](long double per) {
    const long double cap = addressable ? std::min(static_cast<long double>(kMemoryBudgetBytes) / per,
                                                   static_cast<long double>((std::uint64_t{1} << 31) - 1))
                                        : 0x1p62L;
    if (count <= cap) return;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.0Lf", count);
    throw InputError(0, "the design has " + grouped(std::string(buf)) + " positions: past the memory budget of " +
                            std::to_string(kMemoryBudgetBytes >> 30) + " GiB (at most " +
                            grouped(static_cast<std::uint64_t>(cap)) +
                            " positions); a smaller board or fewer tokens fit");
  };
  check_budget(per_position);
  d.position_count = static_cast<std::uint64_t>(count);
  for (const MoveSpec& s : specs) d.moves.push_back(compile_moves(d, s));
  if (WHOWINS_DESIGN_KERNELS && design_engine_forced().empty()) d.cops_side = cops_shape(d, specs);
  // Budgeted as the kernel's but not of its shape after all (moves that do not go back): the
  // engine that solves it must fit too.
  if (maybe_cops >= 0 && d.cops_side < 0)
    check_budget(d.bit_token >= 0 ? bit_bytes : static_cast<long double>(kDesignBytesPerPosition));
  if (!d.grid) {
    d.place_of_cell.clear();
    d.cell_of_place.clear();
  }
  return d;
}

}  // namespace whowins

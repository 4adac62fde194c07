// Seed 001's own contest program for Alice/Bob (Luogu P6970 = NEERC 2016 G), reproduced verbatim from
// /work/shared/seeds/001_*.txt; ONLY the array sizes changed (N, M enlarged from 100054 / 2N to fit n = 1e6, m = 5e6).
// Used by bench/run.sh as the end-to-end reference for `whowins alice-bob` (same input, same output).
// Note: que[] holds up to 2V entries (every vertex on both sides), so M >= 2N must still hold.
#include <bits/stdc++.h>
using std::cin;
using std::cout;
const int N = 1000054, M = 5000054;
struct edge {
  int u, v;
  edge(int u0 = 0, int v0 = 0) : u(u0), v(v0) {}
} e[M];
int V, E;
int first[N], next[M];
int deg[N], Deg[N], que[M];
bool leaf[N];
char alice[N], bob[N];
inline void addedge(int u, int v, int id) { e[id] = edge(u, v), next[id] = first[u], first[u] = id; }
void solve_infinity() {
  int i, h, t = 0, x, y;
  for (i = 1; i <= E; ++i) ++deg[e[i].v];
  for (i = 1; i <= V; ++i)
    if ((leaf[i] = !deg[i])) alice[i] = bob[i] = 1, que[t++] = i, que[t++] = -i;
  for (h = 0; h < t; ++h)
    if ((x = que[h]) > 0) {
      for (i = first[x]; i; i = next[i])
        if (bob[y = e[i].v] == 68) bob[y] = 1, que[t++] = -y;
    } else
      for (i = first[-x]; i; i = next[i])
        if (!--deg[y = e[i].v]) alice[y] = 1, que[t++] = y;
}
void solve_winlose() {
  int i, h, t = 0, x, y;
  for (i = 1; i <= E; ++i) {
    if (alice[e[i].u] == 1) ++deg[e[i].v];
    if (bob[e[i].u] == 1) ++Deg[e[i].v];
  }
  for (i = 1; i <= V; ++i)
    if (leaf[i]) alice[i] = bob[i] = 76, que[t++] = i, que[t++] = -i;
  for (h = 0; h < t; ++h)
    if ((x = que[h]) > 0) {
      for (i = first[x]; i; i = next[i])
        if (bob[y = e[i].v] != 68) {
          if (alice[x] == 76) {
            if (bob[y] == 1) bob[y] = 87, que[t++] = -y;
          } else {
            if (!--deg[y]) bob[y] = 76, que[t++] = -y;
          }
        }
    } else
      for (i = first[-x]; i; i = next[i])
        if (alice[y = e[i].v] != 68) {
          if (bob[-x] == 76) {
            if (alice[y] == 1) alice[y] = 87, que[t++] = y;
          } else {
            if (!--Deg[y]) alice[y] = 76, que[t++] = y;
          }
        }
  std::replace(alice + 1, alice + (V + 1), 1, 87), std::replace(bob + 1, bob + (V + 1), 1, 76);
}
int main() {
  int i, u, v;
  std::ios::sync_with_stdio(false), cin.tie(NULL);
  cin >> V >> E;
  for (i = 1; i <= E; ++i) cin >> u >> v, addedge(v, u, i);
  memset(alice + 1, 68, V), memset(bob + 1, 68, V), solve_infinity(), solve_winlose();
  cout << alice + 1 << '\n' << bob + 1 << '\n';
  return 0;
}

// Package testenv gives tests the PostgreSQL and Redis that
// scripts/with-services.sh started (make test does): a fresh database per
// test, the Redis address, and the way to restart PostgreSQL. Run by hand
// without them, such tests skip; under make test (KAMON_TEST_SERVICES=
// required) they fail, so that a missing service never passes unseen.
package testenv

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

func missing(t testing.TB, what string) {
	t.Helper()
	if os.Getenv("KAMON_TEST_SERVICES") == "required" {
		t.Fatalf("%s is missing, but make test needs it (scripts/with-services.sh sets it)", what)
	}
	t.Skipf("%s is not set: run through scripts/with-services.sh (make test does)", what)
}

// DB is the DSN of a new, empty database, dropped when the test ends.
func DB(t testing.TB) string {
	t.Helper()
	base := os.Getenv("KAMON_TEST_DB")
	if base == "" {
		missing(t, "KAMON_TEST_DB")
	}
	var b [6]byte
	rand.Read(b[:])
	name := "kamon_t_" + hex.EncodeToString(b[:])
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("test database: %v", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("create database: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if conn, err := pgx.Connect(ctx, base); err == nil {
			conn.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
			conn.Close(ctx)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

// Redis is the test Redis's address.
func Redis(t testing.TB) string {
	t.Helper()
	addr := os.Getenv("KAMON_TEST_REDIS")
	if addr == "" {
		missing(t, "KAMON_TEST_REDIS")
	}
	return addr
}

// RestartPostgres stops the test PostgreSQL and starts it again on the same
// port, with pause between.
func RestartPostgres(t testing.TB, pause time.Duration) {
	t.Helper()
	dir := os.Getenv("KAMON_TEST_PG_DIR")
	if dir == "" {
		missing(t, "KAMON_TEST_PG_DIR")
	}
	script := filepath.Join(repoRoot(t), "scripts", "pg.sh")
	if out, err := exec.Command(script, "stop", dir).CombinedOutput(); err != nil {
		t.Fatalf("stop PostgreSQL: %v\n%s", err, out)
	}
	time.Sleep(pause)
	port, err := os.ReadFile(filepath.Join(dir, "port"))
	if err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(script, "start", dir, strings.TrimSpace(string(port))).CombinedOutput(); err != nil {
		t.Fatalf("start PostgreSQL: %v\n%s", err, out)
	}
}

// repoRoot is the repository's folder: this file lies in internal/testenv.
func repoRoot(t testing.TB) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

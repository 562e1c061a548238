package storage

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// checkStore runs the behaviour every Store must have.
func checkStore(t *testing.T, st Store) {
	t.Helper()
	if _, err := st.Load("autosave"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Load of an absent key: %v, want ErrNotFound", err)
	}
	value := []byte(`{"a":1}`)
	if err := st.Save("autosave", value); err != nil {
		t.Fatal(err)
	}
	value[0] = 'X' // the store must have kept its own copy
	got, err := st.Load("autosave")
	if err != nil || string(got) != `{"a":1}` {
		t.Fatalf("Load = %q, %v", got, err)
	}
	if err := st.Save("autosave", []byte("second")); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.Load("autosave"); string(got) != "second" {
		t.Fatalf("after overwrite Load = %q", got)
	}
	binary := []byte{0, 0xff, 0xfe, 'x', 0x80}
	if err := st.Save("blob_1", binary); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.Load("blob_1"); !bytes.Equal(got, binary) {
		t.Fatalf("binary value came back as %v", got)
	}
	if err := st.Save("settings", nil); err != nil {
		t.Fatal(err)
	}
	if got, err := st.Load("settings"); err != nil || len(got) != 0 {
		t.Fatalf("empty value: %q, %v", got, err)
	}

	keys, err := st.Keys("")
	if err != nil || !slices.Equal(keys, []string{"autosave", "blob_1", "settings"}) {
		t.Fatalf("Keys = %v, %v", keys, err)
	}
	if keys, _ := st.Keys("se"); !slices.Equal(keys, []string{"settings"}) {
		t.Fatalf("Keys(se) = %v", keys)
	}

	for _, bad := range []string{"", "../x", "a/b", ".hidden", "-x", "with space", "é", strings.Repeat("k", 101)} {
		if _, err := st.Load(bad); err == nil {
			t.Errorf("Load(%q) accepted", bad)
		}
		if err := st.Save(bad, value); err == nil {
			t.Errorf("Save(%q) accepted", bad)
		}
		if err := st.Delete(bad); err == nil {
			t.Errorf("Delete(%q) accepted", bad)
		}
		if _, err := st.SetAside(bad); err == nil {
			t.Errorf("SetAside(%q) accepted", bad)
		}
		if _, err := st.Create(bad, value); err == nil {
			t.Errorf("Create(%q) accepted", bad)
		}
		if _, err := st.LoadMax(bad, 10); err == nil {
			t.Errorf("LoadMax(%q) accepted", bad)
		}
	}

	checkSetAside(t, st)
	checkCreateAndLoadMax(t, st)

	if err := st.Delete("settings"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Load("settings"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Load after Delete: %v", err)
	}
	if err := st.Delete("settings"); err != nil {
		t.Fatalf("Delete of an absent key: %v", err)
	}
}

// checkSetAside: a value set aside moves to a fresh key, and nothing already
// there is ever overwritten.
func checkSetAside(t *testing.T, st Store) {
	t.Helper()
	if _, err := st.SetAside("nothing"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("SetAside of an absent key: %v, want ErrNotFound", err)
	}
	// Occupy the first key SetAside would pick.
	squatter := asideKey("save", time.Now(), 1)
	if err := st.Save(squatter, []byte("older refused save")); err != nil {
		t.Fatal(err)
	}
	var kept []string
	for i, v := range []string{"bad one", "bad two"} {
		if err := st.Save("save", []byte(v)); err != nil {
			t.Fatal(err)
		}
		k, err := st.SetAside("save")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(k, "save.refused-") || k == squatter || slices.Contains(kept, k) {
			t.Fatalf("SetAside #%d chose %q (squatter %q, earlier %v)", i+1, k, squatter, kept)
		}
		kept = append(kept, k)
		if _, err := st.Load("save"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("the original key is still there after SetAside: %v", err)
		}
	}
	for i, want := range []string{"bad one", "bad two"} {
		if got, _ := st.Load(kept[i]); string(got) != want {
			t.Fatalf("%s holds %q, want %q", kept[i], got, want)
		}
	}
	if got, _ := st.Load(squatter); string(got) != "older refused save" {
		t.Fatalf("SetAside overwrote %s: %q", squatter, got)
	}
	for _, k := range append(kept, squatter) {
		if err := st.Delete(k); err != nil {
			t.Fatal(err)
		}
	}
}

// checkCreateAndLoadMax: Create never replaces a value, LoadMax refuses
// values over its limit, and Where names the key.
func checkCreateAndLoadMax(t *testing.T, st Store) {
	t.Helper()
	if ok, err := st.Create("slot-1", []byte("first")); !ok || err != nil {
		t.Fatalf("Create of a new key: %v, %v", ok, err)
	}
	if ok, err := st.Create("slot-1", []byte("second")); ok || err != nil {
		t.Fatalf("Create of a taken key: %v, %v", ok, err)
	}
	if got, _ := st.Load("slot-1"); string(got) != "first" {
		t.Fatalf("Create replaced a value: %q", got)
	}
	if got, err := st.LoadMax("slot-1", 5); err != nil || string(got) != "first" {
		t.Fatalf("LoadMax at the limit: %q, %v", got, err)
	}
	if _, err := st.LoadMax("slot-1", 4); !errors.Is(err, ErrTooBig) {
		t.Fatalf("LoadMax over the limit: %v, want ErrTooBig", err)
	}
	if _, err := st.LoadMax("slot-2", 4); !errors.Is(err, ErrNotFound) {
		t.Fatalf("LoadMax of an absent key: %v, want ErrNotFound", err)
	}
	if w := Where(st, "slot-1"); !strings.Contains(w, "slot-1") {
		t.Fatalf("Where = %q, should name the key", w)
	}
	if err := ReadOnly(st); err != nil {
		t.Fatalf("ReadOnly = %v", err)
	}
	if err := st.Delete("slot-1"); err != nil {
		t.Fatal(err)
	}
}

func TestMemory(t *testing.T) { checkStore(t, NewMemory()) }

func TestCheckKey(t *testing.T) {
	for _, ok := range []string{"autosave", "last-finished", "autosave.refused-20261122-3", "A_1"} {
		if err := CheckKey(ok); err != nil {
			t.Errorf("CheckKey(%q) = %v", ok, err)
		}
	}
	// A long bad key is not quoted whole.
	if err := CheckKey(strings.Repeat("é", 1000)); err == nil || len(err.Error()) > 120 {
		t.Errorf("CheckKey of a long key: %v", err)
	}
}

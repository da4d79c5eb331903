package engine

import (
	"slices"
	"testing"
)

// Match codes are kept by players (the record, a review's link): a code
// written by an earlier build must replay the same match for ever. These
// were written at 861c392, one for each rule set and option (fuzzRules' sets, a
// match played by playScript with the script below); a change to the
// code's layout (a game or an option added in the middle of a list, a
// field's width) fails here and needs a new code version that still reads
// these (docs/ARCHITECTURE.md, "To add a rule option").
func TestMatchCodesPinned(t *testing.T) {
	pinned := []struct {
		game    string
		seats   int
		options []string
		seed    uint64
		events  int
		scores  []int
		code    string
	}{
		{"noddy", 2, nil, 500, 84, []int{27, 32}, "41F80RX1N6VDM5105"},
		{"parlett", 2, nil, 501, 63, []int{30, 32}, "45FA0RP188A3AJ"},
		{"parlett", 4, nil, 502, 49, []int{32, 30}, "46FC0RG0G6V808"},
		{"macgregor", 2, nil, 503, 77, []int{32, 30}, "490FE0RY10M461PT3"},
		{"macgregor", 2, []string{"no-twenty-fives"}, 504, 53, []int{16, 32}, "490ZG0RN11BDMT"},
		{"macgregor", 2, []string{"claims"}, 505, 56, []int{17, 33}, "491FJ0RZ42G0000011GA000001080G00G101390M0000008C2G0000080G40010808V0C"},
		{"macgregor", 2, []string{"claims-at-end"}, 506, 74, []int{31, 26}, "492FM0S23A18000001AGA000000G20G0N850000008108085000000R10800G0R00410110M2G0000080G40010800G0D"},
		{"macgregor", 2, []string{"to-61"}, 507, 137, []int{58, 62}, "494FP0SN10G863118C3DPQ"},
		{"macgregor", 2, []string{"best-of-three"}, 508, 140, []int{31, 16}, "498FR0SN10G851GTM6MV2GGN"},
		{"early-cribbage", 2, nil, 509, 115, []int{63, 51}, "4DFT0SK30T06M2A24M461P2A24M461P0J"},
		{"costly-colours", 2, nil, 510, 78, []int{61, 32}, "4HFW0RXH8M52RM40N"},
		{"cribbage", 2, nil, 511, 269, []int{113, 121}, "4N1ZR3FWC38HGD130T0C388R6G30T261N30T261MHGD130TRR6GHGD80H"},
		{"cribbage", 2, []string{"muggins"}, 512, 199, []int{122, 65}, "4N3004F0C3890M000001041041GM2K3A04KHGA000000006890M0000010G10489E0R6MGA000000G20G324H00566M0972R5000000810811Y8G03442G0000040G40RA3MD0C388Y"},
		{"cribbage", 2, []string{"lurch"}, 513, 280, []int{121, 119}, "4N5084G80HGD4C388R6H30T4C38HGD0C3B30T8R6G1GD130T0C38HGD1*"},
		{"cribbage", 2, []string{"no-skunks"}, 514, 293, []int{121, 116}, "4N90G4H40HGD130T4C3AHGD130T4C38HGD061M4C3A61M0R6GHGD261M4C3A0E"},
		{"cribbage-five", 2, nil, 515, 130, []int{37, 62}, "4S10R47GC3C0D84M4C3C4M4988MRM4M4MRM0V"},
		{"cribbage-five", 2, []string{"muggins"}, 516, 126, []int{61, 53}, "4S3104A4C3C2K242G0000040G40GK0WACA8500000081081HP4SC2K2M2G00000030T85000000810811A7RMRP1800000210208M0200TG03AGA00000000W"},
		{"cribbage-five", 2, []string{"lurch"}, 517, 131, []int{45, 61}, "4S51847RC3C4M4MRM0D84M0JGGR6R9899H80Z"},
		{"cribbage-five", 2, []string{"no-skunks"}, 518, 132, []int{47, 61}, "4S91G47RC3C4M4MRM0D8988C3C4M4MRMC3C0G"},
		{"cribbage-seven", 2, nil, 519, 320, []int{161, 182}, "4X11R4KG0GR19S84866GMC34802GRV12P38GR192G8GCD18R68G051H88NGR8C0MGA121HM530T40F"},
		{"cribbage-seven", 2, []string{"muggins"}, 520, 321, []int{162, 181}, "4X3204R80GR190P180000020820861W0051JR00M66R00M6B002GTG00A380018CP0051HR00M6D002GTR00M66R00M66R00M66R0R"},
		{"cribbage-seven", 2, []string{"lurch"}, 521, 365, []int{183, 178}, "4X5284PC0GR19RM2432GMC3900A33C4ARCGR19S8486A2HGC200M6P25C62305750H0SA2HGC802GVC4ARB003"},
		{"cribbage-seven", 2, []string{"no-skunks"}, 522, 337, []int{181, 146}, "4X92G4N00GR19N0H0SA2HGCJ00M66R8NGR8C0MN0H0RM530S200M66R8NGTRC0MWA121JM530SG051HGB"},
		{"cribbage-three", 3, nil, 523, 225, []int{62, 50, 48}, "51J5G8T8R3721G6ERC1KH8C1KPWC1KJRR3771G6E70J"},
		{"cribbage-three", 3, []string{"muggins"}, 524, 219, []int{48, 47, 61}, "51P6091G130CXP42G0000040G40G55W30CXP42G0000040G40RG4WHGC1KHC8500000081081HY8970R37P42G0000040G40HE5M30CXCGA000000G20G22CQ0C1KHG85000000870C1HC5RR0R376R0D"},
		{"cribbage-three", 3, []string{"to-121"}, 525, 461, []int{126, 118, 120}, "51T6G9R8130CWP60SSP30CWD1G6E61G6EB30CWDHG6E6GR37D1G6ET60SSP60SSP30CX0R37DGR373GR37DGK"},
		{"cribbage-four", 4, nil, 526, 316, []int{121, 108}, "5613G4M00HG19RR8C0AE610R0MWC2HG19RH0R0MWC2RR0MWM66057231G19RR30H"},
		{"cribbage-four", 4, []string{"muggins"}, 527, 301, []int{109, 122}, "5633R4PM0HG19RG8GA000000G20G20GB0028C82S0M0000000251HJ5P180000020820852P21800000208208FJY830CWD0G41G6E6HH0M0000010410601A4C302KHPS0M000000004GRV542G000000007"},
		{"cribbage-four", 4, []string{"lurch"}, 528, 341, []int{126, 119}, "565404M00HG19RT2HG19RGP605730P605722HG19S0P605730RC0AE6GE302KHNAM"},
		{"cribbage-four", 4, []string{"no-skunks"}, 529, 237, []int{97, 123}, "569484F0C0AE6GE60576GCC0AE50WC0AEC21G19RPHG19RTC6"},
	}
	for _, p := range pinned {
		m, err := MatchFromCode(p.code)
		if err != nil {
			t.Errorf("%s %v: %v", p.game, p.options, err)
			continue
		}
		r := m.Rules()
		if r.Name != p.game || r.Seats != p.seats || !slices.Equal(r.Options, p.options) || m.Seed() != p.seed {
			t.Errorf("%s: read as %s/%d %v seed %d, want %s/%d %v seed %d", p.code, r.Name, r.Seats, r.Options, m.Seed(), p.game, p.seats, p.options, p.seed)
			continue
		}
		if len(m.Events()) != p.events || !slices.Equal(m.Scores(), p.scores) {
			t.Errorf("%s %s %v: %d events, scores %v; want %d, %v", p.code, p.game, p.options, len(m.Events()), m.Scores(), p.events, p.scores)
		}
		// The same match written again is the same code.
		fresh, _ := NewMatch(r, p.seed)
		playScript(fresh, pinnedScript)
		if code, err := fresh.Code(); err != nil || code != p.code {
			t.Errorf("%s %v: written as %q (%v), want %q", p.game, p.options, code, err, p.code)
		}
	}
}

var pinnedScript = []byte{3, 0, 1, 2, 5}

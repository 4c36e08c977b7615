// A second translation unit including majiang.hpp: linking it with
// consumer.cpp proves the header-only wrapper has no non-inline definitions.
#include "majiang.hpp"

std::string second_translation_unit_format(const majiang::Tiles &tiles) {
    return majiang::format_tiles(tiles);
}
